import { TENANTS, type Tenant } from '@fobu/domain';
import type { Random } from './seed-random';
import type { BookingRow } from './booking-rows';
import type { SeedDate, SeedOffers } from './seed-offers';

const DAY = 86_400_000;

/** The seats and waiting places each date has given, so that the demo teachers' bookings keep within them. */
type Seats = Map<number, { admitted: number; waiting: number }>;
type Book = (vnr: string, termin_id: number | null, uid: string, status: string, angemeldet_am: Date) => void;

const at = (date: Date, days: number) => new Date(date.getTime() - days * DAY);

/** Generated teachers book each date that is open or past, in every state a booking can be in. */
function bookDates(rnd: Random, book: Book, dates: readonly SeedDate[], teachers: Record<Tenant, string[]>, now: Date): Seats {
  const taken: Seats = new Map();
  for (const date of dates) {
    if (date.status === 'geplant') continue;
    const fill = rnd.next() * 1.25;
    const people = rnd.sample(teachers[date.mandant], Math.round(date.max * fill));
    let admitted = 0;
    let waiting = 0;
    people.forEach((uid, i) => {
      const booked = at(date.beginn, rnd.int(10, 40));
      let status: string;
      if (date.status === 'abgesagt') status = 'abgesagt';
      else if (rnd.chance(0.06)) status = 'storniert';
      else if (date.beginn < now)
        status = admitted++ < date.max ? (rnd.chance(0.88) ? 'teilgenommen' : 'nicht_erschienen') : 'nicht_zugelassen';
      else if (date.schule && i % 4 === 0) status = 'angemeldet';
      else if (date.approval && i % 5 === 0) status = 'wartet_auf_genehmigung';
      else if (admitted < date.max) {
        admitted++;
        status = 'zugelassen';
      } else if (waiting < date.wl) {
        waiting++;
        status = 'warteliste';
      } else status = 'nicht_zugelassen';
      book(date.vnr, date.id, uid, status, booked);
    });
    taken.set(date.id, { admitted, waiting });
  }
  return taken;
}

/** Generated teachers enrol in the self-paced courses, some have finished. */
function enrolInCourses(rnd: Random, book: Book, slks: SeedOffers['slks'], teachers: Record<Tenant, string[]>, today: Date): void {
  for (const slk of slks) {
    for (const uid of rnd.sample(teachers[slk.mandant], rnd.int(0, 12))) {
      const booked = at(today, rnd.int(1, 300));
      book(slk.vnr, null, uid, rnd.chance(0.4) ? 'abgeschlossen' : 'eingeschrieben', booked);
    }
  }
}

/**
 * The demo teachers get one booking of each kind, so that their dashboards show something: on
 * published offers for teachers only, as the portal itself would have let them book.
 */
function bookForDemoTeachers(rnd: Random, book: Book, drawn: SeedOffers, taken: Seats, now: Date): void {
  const { dates, slks } = drawn;
  const seats = (date: SeedDate) => {
    const counted = taken.get(date.id) ?? { admitted: 0, waiting: 0 };
    taken.set(date.id, counted);
    return counted;
  };
  const offerByVnr = new Map(drawn.offerRows.map((offer) => [offer.vnr, offer]));
  const forTeachers = (vnr: string) => {
    const offer = offerByVnr.get(vnr);
    return offer !== undefined && offer.zielgruppen.includes('lehrkraft') && ['veroeffentlicht', 'archiviert'].includes(offer.status);
  };
  for (const mandant of TENANTS) {
    const open = dates.filter((d) => d.mandant === mandant && d.status === 'buchbar' && !d.schule && forTeachers(d.vnr));
    const past = dates.filter((d) => d.mandant === mandant && d.status === 'durchgefuehrt' && forTeachers(d.vnr));
    for (const uid of [mandant === 'iqsh' ? '1001' : '2001', mandant === 'iqsh' ? '1901' : '2901']) {
      // Admitted where a seat is free, waiting where the seats are taken and a waiting place is free,
      // as booking would have placed them: no date has more admitted than seats.
      const picks: SeedDate[] = [];
      const states = ['zugelassen', 'warteliste', 'storniert', 'zugelassen'] as const;
      states.forEach((state, i) => {
        const fits = (d: SeedDate) =>
          state === 'zugelassen'
            ? seats(d).admitted < d.max
            : state === 'warteliste'
              ? seats(d).admitted >= d.max && seats(d).waiting < d.wl
              : true;
        const candidates = open.filter((d) => fits(d) && !picks.includes(d));
        if (candidates.length === 0) return;
        const d = rnd.pick(candidates);
        picks.push(d);
        if (state === 'zugelassen') seats(d).admitted++;
        if (state === 'warteliste') seats(d).waiting++;
        book(d.vnr, d.id, uid, state, at(now, 5 + i));
      });
      const approvalDate = open.find((d) => d.approval && !picks.includes(d));
      if (approvalDate) book(approvalDate.vnr, approvalDate.id, uid, 'wartet_auf_genehmigung', at(now, 2));
      const done = rnd.pick(past.filter((d) => seats(d).admitted < d.max));
      seats(done).admitted++;
      book(done.vnr, done.id, uid, 'teilgenommen', at(done.beginn, 20));
      const slk = slks.find((s) => s.mandant === mandant && forTeachers(s.vnr))!;
      book(slk.vnr, null, uid, 'eingeschrieben', at(now, 30));
    }
  }
}

/** Draws the bookings in every state: of the generated teachers, then of the demo teachers. */
export function drawBookings(rnd: Random, drawn: SeedOffers, teachers: Record<Tenant, string[]>, now: Date, today: Date): BookingRow[] {
  const bookings: BookingRow[] = [];
  const book: Book = (vnr, termin_id, uid, status, angemeldet_am) =>
    bookings.push({ vnr, termin_id, uid, status: status as BookingRow['status'], rolle: 'lehrkraft', angemeldet_am });
  const taken = bookDates(rnd, book, drawn.dates, teachers, now);
  enrolInCourses(rnd, book, drawn.slks, teachers, today);
  bookForDemoTeachers(rnd, book, drawn, taken, now);
  return bookings;
}
