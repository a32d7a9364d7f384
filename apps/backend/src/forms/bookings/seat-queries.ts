import type { BookingState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import type { TerminRow } from '../dates/termin-json';

/*
 * The SQL of a date's seats. Every change to a date's bookings runs in one transaction that first
 * locks the date's row (SELECT … FOR UPDATE), so that concurrent changes of one date queue up and
 * its counters (zugelassen, wartend) stay exact; PGlite serialises transactions anyway.
 */

/** A date's row, locked, with its offer's title, type, state and organiser. */
export type LockedTermin = TerminRow & { titel: string; vtyp: string; angebot_status: string; leitung_uid: string };

/** Locks the date's row for the rest of the transaction (every change to its seats does so first). */
export async function lockTermin(sql: Sql, id: number): Promise<LockedTermin | undefined> {
  const [row] = await sql.query<LockedTermin>(
    `SELECT t.*, g.titel, g.vtyp, g.status AS angebot_status, g.leitung_uid FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
  return row;
}

/** Sets a booking's state; a seat given from the waiting list (moved up, or admitted by staff) is noted for controlling's figures. */
export async function setStatus(sql: Sql, id: number, status: BookingState) {
  await sql.query(
    `UPDATE anmeldungen SET status = $2::text, geaendert_am = clock_timestamp(),
            nachgerueckt_am = CASE WHEN status = 'warteliste' AND $2::text = 'zugelassen' THEN clock_timestamp() ELSE nachgerueckt_am END
      WHERE id = $1`,
    [id, status],
  );
}

/** The trigger termine_seat_status sets the date's status from the counters. */
export async function saveCounters(sql: Sql, termin: LockedTermin) {
  await sql.query('UPDATE termine SET zugelassen = $2, wartend = $3 WHERE id = $1', [termin.id, termin.zugelassen, termin.wartend]);
}

/** The first booking on the date's waiting list, in booking order. */
export async function firstOnWaitingList(sql: Sql, terminId: number): Promise<{ id: number; uid: string } | undefined> {
  const [next] = await sql.query<{ id: number; uid: string }>(
    `SELECT id, uid FROM anmeldungen WHERE termin_id = $1 AND status = 'warteliste' ORDER BY id LIMIT 1`,
    [terminId],
  );
  return next;
}
