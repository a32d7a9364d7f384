import type { EinlassErgebnis } from '@fobu/api-contract';
import type { BookingState } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';

/** The person's own booking in their tenant, with whether its date is over. */
export async function ownBookingAtDoor(db: Db, principal: Principal, id: number) {
  const [booking] = await db.query<{ termin_id: number | null; status: BookingState; vorbei: boolean }>(
    `SELECT a.termin_id, a.status, t.ende < now() AS vorbei FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr LEFT JOIN termine t ON t.id = a.termin_id
      WHERE a.id = $1 AND a.uid = $2 AND g.mandant = $3`,
    [id, principal.uid, principal.mandant],
  );
  return booking;
}

/** A booking as the door shows it. */
export interface DoorBooking {
  id: number;
  uid: string;
  status: BookingState;
  termin_id: number;
  eingelassen_am: Date | null;
  vorname: string;
  name: string;
}

/** The booking, locked, with its person's name. */
export async function lockDoorBooking(sql: Sql, id: number): Promise<DoorBooking | undefined> {
  const [booking] = await sql.query<DoorBooking>(
    `SELECT a.id, a.uid, a.status, a.termin_id, a.eingelassen_am, u.vorname, u.name FROM anmeldungen a JOIN users u ON u.uid = a.uid
      WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return booking;
}

/** Notes the check-in at `at`, keeping a later one already noted; answers the check-in noted. */
export async function markLetIn(sql: Sql, id: number, at: Date): Promise<Date> {
  const [{ eingelassen_am }] = await sql.query<{ eingelassen_am: Date }>(
    'UPDATE anmeldungen SET eingelassen_am = greatest(eingelassen_am, $2::timestamptz) WHERE id = $1 RETURNING eingelassen_am',
    [id, at],
  );
  return eingelassen_am;
}

/** The check-in sent earlier with this `vorgangId`: its date and its result as JSON text. */
export async function earlierCheckIn(sql: Sql, vorgangId: string) {
  const [seen] = await sql.query<{ termin_id: number; ergebnis: string }>(
    'SELECT termin_id, ergebnis::text AS ergebnis FROM einlass_vorgaenge WHERE vorgang_id = $1',
    [vorgangId],
  );
  return seen;
}

/** Keeps a check-in's result under its `vorgangId`, so that the same check-in sent again is answered from it. */
export async function saveCheckIn(sql: Sql, vorgangId: string, terminId: number, uid: string, result: EinlassErgebnis) {
  await sql.query('INSERT INTO einlass_vorgaenge (vorgang_id, termin_id, uid, ergebnis) VALUES ($1, $2, $3, $4)', [
    vorgangId,
    terminId,
    uid,
    JSON.stringify(result),
  ]);
}
