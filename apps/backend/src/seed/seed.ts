import { BOOKING_ROLES, TENANTS, type Tenant } from '@fobu/domain';
import { KREISE, SCHULARTEN, type Schulart } from '@fobu/api-contract';
import { DEMO_COST, hashPassword } from '../auth/crypto';
import { insertRows } from '../db/bulk';
import type { Db, Sql } from '../db/db';
import { DEMO_PASSWORD } from '../idp/sign-in/demo-accounts';
import { demoUsers } from './demo-users';
import { DEMO_DIENSTSTELLE, DIENSTSTELLEN, insertDienststellen } from './dienststellen';
import {
  dateDeadlines,
  insertBookings,
  insertDates,
  insertOffers,
  insertOnDemandRequest,
  insertSchools,
  insertUsers,
  notifyApprovalsDue,
  notifyBookingStates,
  offerSearchText,
  platformLink,
  recountSeats,
  type BookingRow,
  type DateRow,
  type OfferRow,
  type UserRow,
} from './seed-rows';
import * as words from './seed-data';
import { sendDueReminders } from '../notification/reminders';

const DAY = 86_400_000;

/** The target groups an offer's random draw picks from. */
const DRAWN_GROUPS = ['lehrkraft', 'liv', 'schulleitung', 'schulbegleiter', 'sozialmitarbeiter'];
/**
 * The other booking roles join every third offer or so by the offer's number, not by a draw:
 * so every booking role finds offers it may book, and the random sequence (thus the rest of
 * the seed) stays as it was.
 */
const furtherGroups = (offerIndex: number) =>
  BOOKING_ROLES.filter((role) => !DRAWN_GROUPS.includes(role)).filter((_, k) => (offerIndex + k) % 3 === 0);

/** A small deterministic PRNG, so that every seed run yields the same data relative to its day. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
}

export interface SeedOptions {
  /** Offers per tenant: iqsh gets this many, shibb half. Default 1,400 (2,100 in all). */
  offers?: number;
  /** Generated teachers per tenant besides the demo users. */
  teachers?: number;
  now?: Date;
  /** Without `now`: write the seed as if today were this many days later (negative: earlier; SEED_DAY_OFFSET). */
  dayOffset?: number;
}

export interface SeedSummary {
  users: number;
  schools: number;
  offers: number;
  dates: number;
  bookings: number;
}

const TABLES = [
  'dienststellen',
  'benachrichtigungen',
  'abrufanfragen',
  'anmeldungen',
  'termine',
  'angebote',
  'login_attempts',
  'oauth_tokens',
  'oauth_codes',
  'user_roles',
  'users',
  'schulen',
  'kreise',
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return row.n > 0;
}

/** Deletes all business data and users, then writes the seed; one transaction. OAuth clients stay. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  return db.tx(async (sql) => {
    await sql.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    return writeSeed(sql, options);
  });
}

async function writeSeed(sql: Sql, options: SeedOptions): Promise<SeedSummary> {
  const rnd = prng(4711);
  const now = options.now ?? new Date(Date.now() + (options.dayOffset ?? 0) * DAY);
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  const offersIqsh = options.offers ?? 1400;
  const teachersPerTenant = options.teachers ?? 300;
  const passwordHash = await hashPassword(DEMO_PASSWORD, DEMO_COST);

  await insertRows(
    sql,
    'kreise',
    ['key', 'name', 'art'],
    KREISE.map((k) => [k.key, k.name, k.art]),
  );
  await insertDienststellen(sql, DIENSTSTELLEN);

  // Schools: general schools for the IQSH, vocational schools for the SHIBB, in every district.
  const schools: {
    dstnr: string;
    name: string;
    schulart: Schulart;
    kreis: string;
    ort: string;
    mandant: Tenant;
  }[] = [];
  KREISE.forEach((kreis, k) => {
    const orte = words.ORTE[kreis.key];
    const general: Schulart[] = ['Grundschule', 'Grundschule', 'Gemeinschaftsschule', 'Gemeinschaftsschule', 'Gymnasium', 'Förderzentrum'];
    general.concat(rnd.sample(general, rnd.int(2, 4))).forEach((schulart, i) => {
      const ort = orte[i % orte.length];
      const stem = rnd.pick(words.SCHULNAMEN);
      const name =
        schulart === 'Förderzentrum'
          ? `Förderzentrum ${ort}`
          : `${stem}-${schulart} ${ort}`.replace('Am Wald-', 'Schule am Wald, ').replace('Am See-', 'Schule am See, ');
      schools.push({
        dstnr: `01${String(k + 1).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`,
        name,
        schulart,
        kreis: kreis.key,
        ort,
        mandant: 'iqsh',
      });
    });
    const vocational: Schulart = k % 2 === 0 ? 'Regionales Berufsbildungszentrum' : 'Berufsbildende Schule';
    schools.push({
      dstnr: `02${String(k + 1).padStart(2, '0')}001`,
      name: `${vocational} ${orte[0]}`,
      schulart: vocational,
      kreis: kreis.key,
      ort: orte[0],
      mandant: 'shibb',
    });
    if (orte.length > 2) {
      schools.push({
        dstnr: `02${String(k + 1).padStart(2, '0')}002`,
        name: `Berufsbildende Schule ${orte[1]}`,
        schulart: 'Berufsbildende Schule',
        kreis: kreis.key,
        ort: orte[1],
        mandant: 'shibb',
      });
    }
  });
  const schoolsOf = (mandant: Tenant) => schools.filter((s) => s.mandant === mandant);
  // The demo users of a tenant all belong to its first school in Kiel (iqsh) or Kiel's RBZ (shibb).
  const demoSchool: Record<Tenant, string> = {
    iqsh: schools.find((s) => s.mandant === 'iqsh' && s.kreis === 'kiel')!.dstnr,
    shibb: schools.find((s) => s.mandant === 'shibb' && s.kreis === 'kiel')!.dstnr,
  };

  // Users: the demo users, then generated teachers and organisers.
  const users: UserRow[] = [];
  const mail = (vorname: string, name: string, n: string) =>
    `${vorname}.${name}.${n}`.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss') +
    '@schule.example';
  for (const demo of demoUsers()) {
    // The demo duty post belongs to an office (its dstnr names its area), not to the school.
    const office = demo.roles.some((r) => r.role === 'dienstposten') ? DEMO_DIENSTSTELLE[demo.mandant] : undefined;
    users.push({
      ...demo,
      email: mail(demo.vorname, demo.name, demo.uid),
      dstnr: office?.dstnr ?? demoSchool[demo.mandant],
      hint: office ? `${demo.hint} (${office.name})` : demo.hint,
    });
  }
  const teachers: Record<Tenant, string[]> = { iqsh: [], shibb: [] };
  const organisers: Record<Tenant, string[]> = {
    iqsh: ['1011', '1901'],
    shibb: ['2011', '2901'],
  };
  TENANTS.forEach((mandant, t) => {
    const pool = schoolsOf(mandant);
    for (let i = 0; i < teachersPerTenant; i++) {
      const female = rnd.chance(0.6);
      const vorname = rnd.pick(female ? words.VORNAMEN_W : words.VORNAMEN_M);
      const name = rnd.pick(words.NACHNAMEN);
      const uid = `${t + 5}${String(i + 1).padStart(5, '0')}`;
      const role = rnd.chance(0.8) ? 'lehrkraft' : rnd.pick(BOOKING_ROLES.filter((r) => r !== 'schulleitung'));
      users.push({
        uid,
        username: `u${uid}`,
        email: mail(vorname, name, uid),
        salutation: female ? 'Frau' : 'Herr',
        vorname,
        name,
        dstnr: rnd.pick(pool).dstnr,
        mandant,
        roles: [{ application: 'FOBU', role, status: 1 }],
        hint: null,
      });
      teachers[mandant].push(uid);
    }
    for (let i = 0; i < 20; i++) {
      const vorname = rnd.pick(words.VORNAMEN_M.concat(words.VORNAMEN_W));
      const name = rnd.pick(words.NACHNAMEN);
      const uid = `${t + 7}${String(i + 1).padStart(5, '0')}`;
      users.push({
        uid,
        username: `u${uid}`,
        email: mail(vorname, name, uid).replace('schule.example', mandant + '.example'),
        salutation: words.VORNAMEN_W.includes(vorname) ? 'Frau' : 'Herr',
        vorname,
        name,
        dstnr: mandant === 'iqsh' ? '9000001' : '9000002',
        mandant,
        roles: [{ application: 'FOBU', role: 'veranstaltungsleiter', status: 1 }],
        hint: null,
      });
      organisers[mandant].push(uid);
    }
  });
  // Schools need their heads: the demo school head leads the demo school, generated heads the others.
  const heads = new Map<string, string>();
  for (const user of users) {
    if (user.roles.some((r) => r.role === 'schulleitung' && r.status === 1) && user.username.startsWith('schulleitung.'))
      heads.set(user.dstnr, user.uid);
  }
  await insertSchools(
    sql,
    schools.map((s) => ({
      ...s,
      adresse: `${rnd.pick(words.STRASSEN)} ${rnd.int(1, 80)}, ${s.ort}`,
      schulleitung_uid: heads.get(s.dstnr) ?? null,
      schultraeger: s.schulart.includes('Beruf') ? `Kreis ${KREISE.find((k) => k.key === s.kreis)!.name}` : `Stadt ${s.ort}`,
    })),
  );
  await sql.query(`INSERT INTO schulen VALUES ('9000001', 'Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein', 'Förderzentrum', 'kiel', 'Kiel', 'Schreberweg 5, 24119 Kronshagen', NULL, 'Land Schleswig-Holstein', 'iqsh'),
    ('9000002', 'Schleswig-Holsteinisches Institut für Berufliche Bildung', 'Berufsbildende Schule', 'kiel', 'Kiel', 'Steenbeker Weg 25, 24106 Kiel', NULL, 'Land Schleswig-Holstein', 'shibb')`);
  await insertUsers(sql, users, passwordHash);

  // Offers and their dates.
  const offerRows: OfferRow[] = [];
  const dateRows: DateRow[] = [];
  const offerDates = new Map<string, { beginn: Date }[]>();
  let dateId = 0;
  const dates: {
    id: number;
    vnr: string;
    mandant: Tenant;
    beginn: Date;
    max: number;
    wl: number;
    status: string;
    approval: boolean;
    schule: string | null;
  }[] = [];
  const slks: { vnr: string; mandant: Tenant }[] = [];
  for (const mandant of TENANTS) {
    const count = mandant === 'iqsh' ? offersIqsh : Math.ceil(offersIqsh / 2);
    for (let i = 0; i < count; i++) {
      const vnr = `${mandant === 'iqsh' ? 'IQ' : 'SB'}${String(240001 + i)}`;
      const roll = rnd.next();
      const vtyp = roll < 0.65 ? 'TERMIN' : roll < 0.85 ? 'ABRUF' : 'SLK';
      const fach = mandant === 'iqsh' ? rnd.pick(words.FAECHER) : rnd.pick(words.BERUFSFELDER);
      const titel = rnd.chance(0.25) ? rnd.pick(words.UEBERGREIFEND) : rnd.pick(words.TITEL_MUSTER).replace('{f}', fach);
      const format = vtyp === 'SLK' ? 'online' : rnd.pick(['praesenz', 'praesenz', 'praesenz', 'online', 'hybrid'] as const);
      const schularten =
        mandant === 'iqsh' ? rnd.sample(SCHULARTEN.slice(0, 4), rnd.int(1, 3)) : rnd.sample(SCHULARTEN.slice(4), rnd.int(1, 2));
      const kennzeichen = rnd.chance(0.4) ? rnd.sample(words.KENNZEICHEN, rnd.int(1, 2)) : [];
      const leitung = i % 10 === 0 ? organisers[mandant][0] : rnd.pick(organisers[mandant]);
      const base = today.getTime() + rnd.int(-420, 300) * DAY;
      const termine: { beginn: Date }[] = [];
      if (vtyp === 'TERMIN' || (vtyp === 'ABRUF' && rnd.chance(0.4))) {
        const n = vtyp === 'TERMIN' ? rnd.int(1, 3) : rnd.int(1, 2);
        for (let d = 0; d < n; d++) {
          const start = new Date(base + d * rnd.int(14, 60) * DAY + (rnd.chance(0.5) ? 7 : 12) * 3_600_000);
          const sessions = rnd.chance(0.25) ? 2 : 1;
          const hours = rnd.pick([3, 4, 6]);
          const sitzungen = Array.from({ length: sessions }, (_, s) => {
            const b = new Date(start.getTime() + s * 7 * DAY);
            return {
              beginn: b.toISOString(),
              ende: new Date(b.getTime() + hours * 3_600_000).toISOString(),
            };
          });
          const ende = new Date(sitzungen[sessions - 1].ende);
          const kreis = rnd.pick(KREISE).key;
          const ort = words.ORTE[kreis][0];
          const max = vtyp === 'ABRUF' ? rnd.int(15, 40) : rnd.int(12, 30);
          const wl = rnd.int(3, 10);
          const past = start.getTime() < now.getTime();
          const anmeldebeginn = new Date(start.getTime() - rnd.int(40, 120) * DAY);
          const status = past
            ? rnd.chance(0.05)
              ? 'abgesagt'
              : 'durchgefuehrt'
            : anmeldebeginn > now
              ? 'geplant'
              : rnd.chance(0.03)
                ? 'abgesagt'
                : 'buchbar';
          const approval = rnd.chance(0.2);
          const schule = vtyp === 'ABRUF' ? rnd.pick(schoolsOf(mandant)).dstnr : null;
          dateId += 1;
          dates.push({
            id: dateId,
            vnr,
            mandant,
            beginn: start,
            max,
            wl,
            status,
            approval,
            schule,
          });
          termine.push({ beginn: start });
          dateRows.push({
            id: dateId,
            vnr,
            mandant,
            beginn: start,
            ende,
            sitzungen: JSON.stringify(sitzungen),
            ort_name: format === 'online' ? null : `${mandant === 'iqsh' ? 'IQSH-Lernort' : 'SHIBB-Lernort'} ${ort}`,
            adresse: format === 'online' ? null : `${rnd.pick(words.STRASSEN)} ${rnd.int(1, 60)}, ${ort}`,
            raum: format === 'online' ? null : `Raum ${rnd.int(1, 3)}.${String(rnd.int(1, 20)).padStart(2, '0')}`,
            kreis: format === 'online' ? null : kreis,
            online_link: format === 'praesenz' ? null : `https://konferenz.example/${vnr.toLowerCase()}-${d + 1}`,
            min_plaetze: Math.min(8, max),
            max_plaetze: max,
            warteliste_plaetze: wl,
            anmeldebeginn,
            ...dateDeadlines(start),
            genehmigung_erforderlich: approval,
            status,
            schule_dstnr: schule,
          });
        }
      }
      offerDates.set(vnr, termine);
      const future = termine.filter((d) => d.beginn >= now).sort((a, b) => +a.beginn - +b.beginn);
      const last = termine.reduce<Date | null>((m, d) => (!m || d.beginn > m ? d.beginn : m), null);
      const oldPast = last !== null && last.getTime() < now.getTime() - 180 * DAY;
      const status = oldPast
        ? 'archiviert'
        : rnd.chance(0.92)
          ? 'veroeffentlicht'
          : rnd.pick(['entwurf', 'zur_pruefung', 'abgesagt'] as const);
      if (vtyp === 'SLK') slks.push({ vnr, mandant });
      // Published about three months before the offer's first date, never in the future; derived,
      // not drawn, so that the rest of the seed stays as it was.
      const veroeffentlicht = ['entwurf', 'zur_pruefung'].includes(status)
        ? null
        : new Date(Math.min(base - 90 * DAY, now.getTime() - ((i * 7) % 45) * DAY - (i % 24) * 3_600_000));
      const beschreibung = `${titel}: Die Veranstaltung richtet sich an ${schularten.join(', ')} und verbindet fachliche Impulse mit Erprobung im eigenen Unterricht.`;
      // Written field by field in this order: each draw of `rnd` happens where it always did.
      offerRows.push({
        vnr,
        mandant,
        vtyp,
        titel,
        beschreibung,
        ziele: 'Die Teilnehmenden kennen aktuelle fachdidaktische Ansätze und können sie in ihrer Lerngruppe anwenden.',
        hinweise:
          vtyp === 'SLK'
            ? 'Abschluss nach Bearbeitung aller Module und des Abschlusstests.'
            : 'Bitte bringen Sie ein digitales Endgerät mit.',
        zielgruppen: [...rnd.sample(DRAWN_GROUPS, rnd.int(1, 3)), ...furtherGroups(i)],
        schularten,
        faecher: [fach],
        kennzeichen,
        format,
        umfang_stunden: rnd.pick([3, 4, 6, 8, 12, 16]),
        gebuehr: rnd.chance(0.85) ? 0 : rnd.pick([25, 40, 60]),
        leitung_uid: leitung,
        referenten: rnd.sample(words.REFERENTEN, rnd.int(1, 2)),
        kontakt: `fortbildung@${mandant}.example, Tel. 0431 5403-${rnd.int(100, 999)}`,
        anhaenge: JSON.stringify(
          rnd.chance(0.3)
            ? [
                {
                  name: 'Ausschreibung.pdf',
                  url: `https://${mandant}.example/anhang/${vnr}.pdf`,
                },
              ]
            : [],
        ),
        status,
        plattform_link: vtyp === 'SLK' ? platformLink(vnr) : null,
        naechster_termin: future[0]?.beginn ?? null,
        letzter_termin: last,
        suchtext: offerSearchText({ vnr, titel, faecher: [fach], kennzeichen }),
        veroeffentlicht_am: veroeffentlicht,
        selbstabschluss: false,
      });
    }
  }
  await insertOffers(sql, offerRows);
  // Every other course, the first of each tenant among them, leaves the finish to its participants.
  await sql.query(`UPDATE angebote g SET selbstabschluss = true
    FROM (SELECT vnr, row_number() OVER (PARTITION BY mandant ORDER BY vnr) AS n FROM angebote WHERE vtyp = 'SLK') s
   WHERE g.vnr = s.vnr AND s.n % 2 = 1`);
  await insertDates(sql, dateRows);
  // Archived as the archive sweep does it (docs/archive.md): 180 days after their last date.
  await sql.query(`UPDATE angebote SET archiviert_am = letzter_termin + interval '180 days' WHERE status = 'archiviert'`);
  await sql.query(`SELECT setval(pg_get_serial_sequence('termine', 'id'), $1)`, [dateId]);

  // Bookings in every state.
  const bookings: BookingRow[] = [];
  const booking = (vnr: string, termin_id: number | null, uid: string, status: string, angemeldet_am: Date) =>
    bookings.push({
      vnr,
      termin_id,
      uid,
      status: status as BookingRow['status'],
      rolle: 'lehrkraft',
      angemeldet_am,
    });
  const at = (date: Date, days: number) => new Date(date.getTime() - days * DAY);
  /** The seats and waiting places each date has given, so that the demo teachers' bookings below keep within them. */
  const taken = new Map<number, { admitted: number; waiting: number }>();
  type SeedDate = (typeof dates)[number];
  const seats = (date: SeedDate) => {
    const counted = taken.get(date.id) ?? { admitted: 0, waiting: 0 };
    taken.set(date.id, counted);
    return counted;
  };
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
      booking(date.vnr, date.id, uid, status, booked);
    });
    taken.set(date.id, { admitted, waiting });
  }
  for (const slk of slks) {
    for (const uid of rnd.sample(teachers[slk.mandant], rnd.int(0, 12))) {
      const booked = at(today, rnd.int(1, 300));
      booking(slk.vnr, null, uid, rnd.chance(0.4) ? 'abgeschlossen' : 'eingeschrieben', booked);
    }
  }
  // The demo teachers get one booking of each kind, so that their dashboards show something: on
  // published offers for teachers only, as the portal itself would have let them book.
  const offerByVnr = new Map(offerRows.map((offer) => [offer.vnr, offer]));
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
        booking(d.vnr, d.id, uid, state, at(now, 5 + i));
      });
      const approvalDate = open.find((d) => d.approval && !picks.includes(d));
      if (approvalDate) booking(approvalDate.vnr, approvalDate.id, uid, 'wartet_auf_genehmigung', at(now, 2));
      const done = rnd.pick(past.filter((d) => seats(d).admitted < d.max));
      seats(done).admitted++;
      booking(done.vnr, done.id, uid, 'teilgenommen', at(done.beginn, 20));
      const slk = slks.find((s) => s.mandant === mandant && forTeachers(s.vnr))!;
      booking(slk.vnr, null, uid, 'eingeschrieben', at(now, 30));
    }
  }
  await insertBookings(sql, bookings);
  await recountSeats(sql); // the trigger termine_seat_status marks full dates
  await notifyBookingStates(sql, {
    where: () => `a.uid IN ('1001', '1901', '2001', '2901') OR a.id % 7 = 0`,
  });
  // School heads were told of each staff booking that waits for their approval.
  await notifyApprovalsDue(sql, { where: () => 'true' });
  // The reminders now due, which the reminder sweep would write at the first start: seeded like
  // the notifications above, so that the start sends none of them as e-mail.
  await sendDueReminders(sql);
  await sql.query(`UPDATE benachrichtigungen SET email_status = 'nicht_gewuenscht' WHERE art = 'erinnerung'`);
  for (const mandant of TENANTS) await seedAbrufanfragen(sql, mandant, demoSchool[mandant], now);
  // Offers under review were written and submitted by their organisers, 1 to 20 days ago by their
  // number: the review queue lists the longest waiting first.
  await sql.query(
    `INSERT INTO angebot_historie (vnr, uid, rolle, aktion, am)
     SELECT g.vnr, g.leitung_uid, 'veranstaltungsleiter', s.aktion, $1::timestamptz - make_interval(days => right(g.vnr, 3)::int % 20 + s.tage)
       FROM angebote g CROSS JOIN (VALUES ('angelegt', 15), ('einreichen', 1)) s(aktion, tage)
      WHERE g.status = 'zur_pruefung' ORDER BY g.vnr, s.tage DESC`,
    [now],
  );

  // PGlite has no autovacuum to gather planner statistics; without them the planner guessed 7 rows where the date search read 1,705.
  await sql.query('ANALYZE');
  const count = async (table: string) => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return {
    users: await count('users'),
    schools: await count('schulen'),
    offers: await count('angebote'),
    dates: await count('termine'),
    bookings: await count('anmeldungen'),
  };
}

/**
 * The demo school's on-demand requests, one in each state: one still open, one agreed (an ABRUF date
 * not yet open for booking becomes the school's own date, bookable now), one declined with a reason.
 */
async function seedAbrufanfragen(sql: Sql, mandant: Tenant, school: string, now: Date): Promise<void> {
  const offers = await sql.query<{ vnr: string }>(
    `SELECT vnr FROM angebote WHERE mandant = $1 AND vtyp = 'ABRUF' AND status = 'veroeffentlicht' ORDER BY vnr LIMIT 3`,
    [mandant],
  );
  const [agreed] = await sql.query<{ id: number; vnr: string }>(
    `UPDATE termine SET schule_dstnr = $2, status = 'buchbar', anmeldebeginn = $3::timestamptz - interval '3 days'
      WHERE id = (SELECT t.id FROM termine t JOIN angebote g ON g.vnr = t.vnr
                   WHERE t.mandant = $1 AND g.vtyp = 'ABRUF' AND g.status = 'veroeffentlicht' AND t.status = 'geplant' AND t.anmeldeschluss > $3::timestamptz + interval '14 days'
                   ORDER BY t.beginn LIMIT 1)
      RETURNING id, vnr`,
    [mandant, school, now],
  );
  const [{ uid }] = await sql.query<{ uid: string }>('SELECT uid FROM users WHERE username = $1', [`schulleitung.${mandant}`]);
  const request = { dstnr: school, uid, terminId: null, begruendung: null };
  await insertOnDemandRequest(
    sql,
    {
      ...request,
      vnr: offers[0].vnr,
      wishDays: [45, 52, 59],
      teilnehmende: 24,
      hinweis: 'Gern an einem Nachmittag für das ganze Kollegium, ab 14 Uhr.',
      status: 'angefragt',
      daysAgo: 4,
    },
    now,
  );
  if (agreed)
    await insertOnDemandRequest(
      sql,
      {
        ...request,
        vnr: agreed.vnr,
        wishDays: [30, 37],
        teilnehmende: 18,
        hinweis: 'Für die Fachschaft, in unserer Aula.',
        status: 'terminiert',
        terminId: agreed.id,
        daysAgo: 40,
      },
      now,
    );
  await insertOnDemandRequest(
    sql,
    {
      ...request,
      vnr: offers[2].vnr,
      wishDays: [20],
      teilnehmende: 60,
      hinweis: '',
      status: 'abgelehnt',
      daysAgo: 25,
      begruendung:
        'Zum Wunschtermin steht leider keine Referentin zur Verfügung. Bitte fragen Sie einen Termin ab dem nächsten Halbjahr erneut an.',
    },
    now,
  );
}
