import {
  BOOKING_STATES,
  bookingWindowOf,
  holdsSeat,
  isActiveBooking,
  isCancellableState,
  isFinishableState,
  onWaitingList,
  SEAT_STATES,
  WAITING_LIST_STATES,
  BOOKING_ROLES,
  seatAllocationOf,
  type BookingState,
} from '@fobu/domain';
import type { RunningBackend } from '../../server';
import { prepareBookableDate, serviceClient, serviceToken, signIn, startTestBackend } from '../../test-support/harness';
import { bookingWindowSql } from './booking-window-sql';
import { seatAllocationSql } from './seat-allocation-sql';

/*
 * The back end's SQL and code agree with the shared booking rules of @fobu/domain on every state:
 * for each state and kind, a booking is put into that state, and cancelling, finishing and booking
 * again succeed exactly when the shared rules say so, with the date's seat counters matching what
 * the shared rules count as a seat or a waiting-list place.
 */
let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let token: string;
let uid: string;

beforeAll(async () => {
  backend = await startTestBackend();
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  token = (await signIn(backend, 'lehrkraft.iqsh')).access_token;
  [{ uid }] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'lehrkraft.iqsh'`);
});
afterAll(() => backend?.close());

const asTeacher = (path: string, body?: unknown) =>
  forms(path, {
    user: token,
    ...(body === undefined ? { method: 'POST' } : { body }),
  });

/** Puts the teacher's booking of `vnr` (and date) into `state`, with the date's counters as the shared rules count it. */
async function bookingIn(state: BookingState, vnr: string, terminId: number | null): Promise<number> {
  const [row] = await backend.db.query<{ id: number }>(
    `INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle) VALUES ($1, $2, $3, $4, 'lehrkraft') RETURNING id`,
    [vnr, terminId, uid, state],
  );
  if (terminId !== null) {
    await backend.db.query('UPDATE termine SET zugelassen = $2, wartend = $3 WHERE id = $1', [
      terminId,
      holdsSeat(state) ? 1 : 0,
      onWaitingList(state) ? 1 : 0,
    ]);
  }
  return row.id;
}

/** The date's counters and what the shared rules count among its bookings: they must stay equal. */
async function counters(terminId: number) {
  const [row] = await backend.db.query<{
    zugelassen: number;
    wartend: number;
    seats: number;
    waiting: number;
  }>(
    `SELECT t.zugelassen, t.wartend,
            (SELECT count(*)::int FROM anmeldungen a WHERE a.termin_id = t.id AND a.status = ANY($2)) AS seats,
            (SELECT count(*)::int FROM anmeldungen a WHERE a.termin_id = t.id AND a.status = ANY($3)) AS waiting
       FROM termine t WHERE t.id = $1`,
    [terminId, SEAT_STATES, WAITING_LIST_STATES],
  );
  return row;
}

async function freshDate() {
  // The suite's own copy of the database: one date, reset each time, with one seat and one waiting-list place.
  const terminId = await prepareBookableDate(backend, 90, 'max_plaetze = 1, warteliste_plaetze = 1');
  const [{ vnr }] = await backend.db.query<{ vnr: string }>('SELECT vnr FROM termine WHERE id = $1', [terminId]);
  return { terminId, vnr };
}

async function freshCourse() {
  const [{ vnr }] = await backend.db.query<{ vnr: string }>(
    `UPDATE angebote SET status = 'veroeffentlicht', selbstabschluss = true, zielgruppen = $1
      WHERE vnr = (SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND vtyp = 'SLK' ORDER BY vnr LIMIT 1) RETURNING vnr`,
    [BOOKING_ROLES],
  );
  await backend.db.query('DELETE FROM benachrichtigungen WHERE anmeldung_id IN (SELECT id FROM anmeldungen WHERE vnr = $1)', [vnr]);
  await backend.db.query('DELETE FROM anmeldungen WHERE vnr = $1', [vnr]);
  return vnr;
}

describe.each(BOOKING_STATES)('a date booking in state %s', (state) => {
  it('is cancelled by its participant exactly when the shared rule allows, and the seats stay counted as it counts them', async () => {
    const { terminId, vnr } = await freshDate();
    const id = await bookingIn(state, vnr, terminId);
    const answer = await asTeacher(`/api/v1/anmeldungen/${id}/stornieren`);
    expect(answer.status).toBe(isCancellableState('date', state) ? 200 : 409);
    if (answer.status === 200) expect(answer.json.status).toBe('storniert');
    const after = await counters(terminId);
    expect([after.zugelassen, after.wartend]).toEqual([after.seats, after.waiting]);
  });

  it('is never finished by its participant (a date has attendance, recorded by its organiser)', async () => {
    const { terminId, vnr } = await freshDate();
    const id = await bookingIn(state, vnr, terminId);
    expect(isFinishableState('date', state)).toBe(false);
    expect((await asTeacher(`/api/v1/anmeldungen/${id}/abschliessen`)).status).toBe(409);
  });

  it('blocks booking the same date again exactly when the shared rule counts it active', async () => {
    const { terminId, vnr } = await freshDate();
    await bookingIn(state, vnr, terminId);
    const again = await asTeacher('/api/v1/anmeldungen', { terminId });
    if (isActiveBooking(state)) expect(again.json.error).toBe('bereits_angemeldet');
    expect(again.status).toBe(isActiveBooking(state) ? 409 : 201);
    const after = await counters(terminId);
    expect([after.zugelassen, after.wartend]).toEqual([after.seats, after.waiting]);
  });

  it('lets the database hold a second active booking beside it exactly when the shared rule counts it inactive', async () => {
    const { terminId, vnr } = await freshDate();
    await bookingIn(state, vnr, terminId);
    const second = backend.db.query(
      `INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle) VALUES ($1, $2, $3, 'zugelassen', 'lehrkraft')`,
      [vnr, terminId, uid],
    );
    if (isActiveBooking(state)) await expect(second).rejects.toThrow();
    else await expect(second).resolves.toBeDefined();
  });
});

describe.each(BOOKING_STATES)('a course enrolment in state %s', (state) => {
  it('is withdrawn by its participant exactly when the shared rule allows', async () => {
    const vnr = await freshCourse();
    const id = await bookingIn(state, vnr, null);
    expect((await asTeacher(`/api/v1/anmeldungen/${id}/stornieren`)).status).toBe(isCancellableState('course', state) ? 200 : 409);
  });

  it('is finished by its participant exactly when the shared rule allows', async () => {
    const vnr = await freshCourse();
    const id = await bookingIn(state, vnr, null);
    const answer = await asTeacher(`/api/v1/anmeldungen/${id}/abschliessen`);
    expect(answer.status).toBe(isFinishableState('course', state) ? 200 : 409);
    if (answer.status === 200) expect(answer.json.status).toBe('abgeschlossen');
  });

  it('blocks enrolling again exactly when the shared rule counts it active', async () => {
    const vnr = await freshCourse();
    await bookingIn(state, vnr, null);
    expect((await asTeacher('/api/v1/anmeldungen', { vnr })).status).toBe(isActiveBooking(state) ? 409 : 201);
  });
});

describe('deadlines and the booking window', () => {
  it('refuses to cancel a date after its cancellation deadline', async () => {
    const terminId = await prepareBookableDate(backend, 91, `stornofrist = now() - interval '1 minute'`);
    const [{ vnr }] = await backend.db.query<{ vnr: string }>('SELECT vnr FROM termine WHERE id = $1', [terminId]);
    const id = await bookingIn('zugelassen', vnr, terminId);
    const answer = await asTeacher(`/api/v1/anmeldungen/${id}/stornieren`);
    expect([answer.status, answer.json.error]).toEqual([409, 'stornofrist_abgelaufen']);
  });

  it('computes the booking window in SQL as the shared rule does, at both bounds', async () => {
    const termin = {
      anmeldebeginn: '2026-10-31T23:00:00.000Z',
      anmeldeschluss: '2026-12-01T22:59:59.000Z',
    };
    const instants = [
      '2026-10-31T22:59:59.999Z',
      termin.anmeldebeginn,
      '2026-11-15T12:00:00.000Z',
      termin.anmeldeschluss,
      '2026-12-01T22:59:59.001Z',
    ];
    for (const instant of instants) {
      const [row] = await backend.db.query<{ window: string }>(
        `SELECT ${bookingWindowSql('t', '$1::timestamptz')} AS window FROM (SELECT $2::timestamptz AS anmeldebeginn, $3::timestamptz AS anmeldeschluss) t`,
        [instant, termin.anmeldebeginn, termin.anmeldeschluss],
      );
      expect(row.window, instant).toBe(bookingWindowOf(termin, new Date(instant)));
    }
  });

  it.each([
    [`anmeldebeginn = now() + interval '1 hour'`, 'anmeldung_noch_nicht_offen'],
    [`anmeldeschluss = now() - interval '1 minute'`, 'anmeldeschluss'],
  ])('refuses a booking outside the window (%s)', async (set, code) => {
    const terminId = await prepareBookableDate(backend, 92, set);
    const answer = await asTeacher('/api/v1/anmeldungen', { terminId });
    expect([answer.status, answer.json.error]).toEqual([409, code]);
  });
});

describe('the seat allocation', () => {
  it('is decided in SQL as the shared rule decides it, for seats and waiting list free, at their bounds and full', async () => {
    const counts = [0, 1, 2];
    for (const zugelassen of counts)
      for (const max_plaetze of counts)
        for (const wartend of counts)
          for (const warteliste_plaetze of counts) {
            const counters = { zugelassen, max_plaetze, wartend, warteliste_plaetze };
            const [row] = await backend.db.query<{ outcome: string }>(
              `SELECT ${seatAllocationSql('t.')} AS outcome FROM (SELECT $1::int AS zugelassen, $2::int AS max_plaetze, $3::int AS wartend, $4::int AS warteliste_plaetze) t`,
              [zugelassen, max_plaetze, wartend, warteliste_plaetze],
            );
            expect(row.outcome, JSON.stringify(counters)).toBe(seatAllocationOf(counters));
          }
  });
});
