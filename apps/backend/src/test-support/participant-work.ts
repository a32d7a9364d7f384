import type { RunningBackend } from '../server';
import type { people } from './date-work';

const HOUR = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * What the specs of the organisers' work with participants do to a test back end: people holding
 * bookings, a date that runs now. `state` answers the spec's back end once its `beforeAll` has run.
 */
export function participantWork(state: () => { backend: RunningBackend; who: ReturnType<typeof people> }) {
  /** The booking of the person (their latest). */
  async function bookingOf(uid: string): Promise<number> {
    const [row] = await state().backend.db.query<{ id: number }>('SELECT id FROM anmeldungen WHERE uid = $1 ORDER BY id DESC LIMIT 1', [
      uid,
    ]);
    return row.id;
  }

  /** A person holding a booking of the date in the state given: their uid, booking, full name and token. */
  async function participant(vnr: string, terminId: number, status: string) {
    const user = await state().who.withRoles(['lehrkraft'], { anmeldungen: [{ vnr, terminId, status }] });
    const [{ vorname, name }] = await state().backend.db.query<{ vorname: string; name: string }>(
      'SELECT vorname, name FROM users WHERE uid = $1',
      [user.uid],
    );
    return { uid: user.uid, id: await bookingOf(user.uid), fullName: `${vorname} ${name}`, token: user.token };
  }

  /** Lets the date run in the sessions given (hours from now), so that attendance and check-in apply. */
  async function runIn(terminId: number, sessions: [number, number][]) {
    const sitzungen = sessions.map(([from, to]) => ({ beginn: hoursFromNow(from), ende: hoursFromNow(to) }));
    await state().backend.db.query('UPDATE termine SET beginn = $2, ende = $3, sitzungen = $4 WHERE id = $1', [
      terminId,
      sitzungen[0].beginn,
      sitzungen[sitzungen.length - 1].ende,
      JSON.stringify(sitzungen),
    ]);
  }

  return { bookingOf, participant, runIn };
}
