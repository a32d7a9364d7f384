import type { RunningBackend } from '../../server';
import { startTestBackend } from '../../test-support/harness';

/*
 * The figures read the bookings per date and state from `termin_anmeldezahlen`, which triggers keep
 * with every booking change (migration 038_anmeldezahlen). Whatever changes the bookings, that table
 * must hold exactly what counting the bookings themselves finds.
 */

let backend: RunningBackend;
beforeAll(async () => (backend = await startTestBackend()));
afterAll(() => backend?.close());

type Count = { termin_id: number; status: string; anzahl: number; nachgerueckt: number };
const ORDER = 'ORDER BY termin_id, status';
const kept = () =>
  backend.db.query<Count>(`SELECT termin_id, status, anzahl, nachgerueckt FROM termin_anmeldezahlen WHERE anzahl > 0 ${ORDER}`);
const recounted = () =>
  backend.db.query<Count>(
    `SELECT termin_id, status, count(*)::int AS anzahl, count(nachgerueckt_am)::int AS nachgerueckt
       FROM anmeldungen WHERE termin_id IS NOT NULL GROUP BY termin_id, status ${ORDER}`,
  );
const one = async <T>(sql: string, params: unknown[] = []) => (await backend.db.query<T>(sql, params))[0];

describe('the bookings counted per date and state', { timeout: 60_000 }, () => {
  it('hold what a recount of the bookings finds, after bookings are made, changed, moved and removed', async () => {
    expect((await kept()).length).toBeGreaterThan(100);
    expect(await kept()).toEqual(await recounted());

    const { termin_id: dateId, vnr } = await one<{ termin_id: number; vnr: string }>(
      `SELECT termin_id, vnr FROM anmeldungen WHERE termin_id IS NOT NULL AND status = 'zugelassen' ORDER BY id LIMIT 1`,
    );
    const other = await one<{ id: number }>('SELECT id FROM termine WHERE vnr <> $1 ORDER BY id LIMIT 1', [vnr]);
    const newcomer = await one<{ uid: string }>(
      'SELECT uid FROM users WHERE uid NOT IN (SELECT uid FROM anmeldungen WHERE vnr = $1) ORDER BY uid LIMIT 1',
      [vnr],
    );
    await backend.db.tx(async (sql) => {
      // A new booking on the waiting list that moves up; a withdrawal; a course enrolment (no date).
      await sql.query(`INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle) VALUES ($1, $2, $3, 'warteliste', 'lehrkraft')`, [
        vnr,
        dateId,
        newcomer.uid,
      ]);
      await sql.query(`UPDATE anmeldungen SET status = 'zugelassen', nachgerueckt_am = now() WHERE termin_id = $1 AND uid = $2`, [
        dateId,
        newcomer.uid,
      ]);
      await sql.query(
        `UPDATE anmeldungen SET status = 'storniert' WHERE id = (SELECT min(id) FROM anmeldungen WHERE termin_id = $1 AND status = 'zugelassen')`,
        [dateId],
      );
    });
    // Many bookings at once: the organiser cancels a date; a booking moves to another date; one is removed;
    // a change of no counted column.
    await backend.db.query(`UPDATE anmeldungen SET status = 'abgesagt' WHERE termin_id = $1 AND status <> 'storniert'`, [other.id]);
    await backend.db.query(
      `UPDATE anmeldungen SET termin_id = $2 WHERE id = (SELECT max(id) FROM anmeldungen WHERE termin_id = $1 AND status = 'zugelassen')`,
      [dateId, other.id],
    );
    await backend.db.query(`DELETE FROM anmeldungen WHERE id = (SELECT max(id) FROM anmeldungen WHERE termin_id = $1)`, [dateId]);
    await backend.db.query('UPDATE anmeldungen SET geaendert_am = now() WHERE termin_id = $1', [dateId]);

    expect(await kept()).toEqual(await recounted());
    const movedUp = await one<{ n: number }>('SELECT sum(nachgerueckt)::int AS n FROM termin_anmeldezahlen WHERE termin_id = $1', [dateId]);
    expect(movedUp.n).toBe(
      (
        await one<{ n: number }>('SELECT count(*)::int AS n FROM anmeldungen WHERE termin_id = $1 AND nachgerueckt_am IS NOT NULL', [
          dateId,
        ])
      ).n,
    );
  });
});
