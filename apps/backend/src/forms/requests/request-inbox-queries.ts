import type { AbrufanfrageEingang, AbrufanfrageStatus } from '@fobu/api-contract';
import type { Sql } from '@fobu/server-sql';
import { REQUEST_COLUMNS, REQUEST_FROM, type AbrufanfrageRow } from './abrufanfrage-queries';

/** A school's request as the organiser's inbox reads it: with the school and the school head who asked. */
export interface InboxRow extends AbrufanfrageRow {
  mandant: string;
  schule_name: string;
  schule_ort: string;
  schule_kreis: AbrufanfrageEingang['schule']['kreis'];
  von_uid: string;
  von_name: string;
  von_email: string;
}

const INBOX_SELECT = `SELECT ${REQUEST_COLUMNS}, g.mandant, s.name AS schule_name, s.ort AS schule_ort, s.kreis AS schule_kreis,
       u.uid AS von_uid, u.vorname || ' ' || u.name AS von_name, u.email AS von_email
  FROM ${REQUEST_FROM} JOIN schulen s ON s.dstnr = r.dstnr JOIN users u ON u.uid = r.uid`;

/** One request by id; undefined if there is none. */
export const loadRequest = async (sql: Sql, id: number): Promise<InboxRow | undefined> =>
  (await sql.query<InboxRow>(`${INBOX_SELECT} WHERE r.id = $1`, [id]))[0];

/** The tenant's requests in `states`: all of them, or (`all` false) those of the offers `uid` leads; oldest or newest first. */
export function loadInbox(
  sql: Sql,
  filter: { mandant: string; all: boolean; uid: string; states: AbrufanfrageStatus[]; oldestFirst: boolean },
): Promise<InboxRow[]> {
  return sql.query<InboxRow>(
    `${INBOX_SELECT} WHERE g.mandant = $1 AND ($2 OR g.leitung_uid = $3) AND r.status = ANY($4)
      ORDER BY r.id ${filter.oldestFirst ? 'ASC' : 'DESC'}`,
    [filter.mandant, filter.all, filter.uid, filter.states],
  );
}

/** Holds the request's row to the end of the transaction. */
export async function lockRequestRow(sql: Sql, id: number): Promise<void> {
  await sql.query('SELECT id FROM abrufanfragen WHERE id = $1 FOR UPDATE', [id]);
}

/** The ids of the offer's requests still waiting for an answer, locked (cancelling an offer declines them). */
export async function openRequestIds(sql: Sql, vnr: string): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT id FROM abrufanfragen WHERE vnr = $1 AND status = 'angefragt' ORDER BY id FOR UPDATE`,
    [vnr],
  );
  return rows.map((row) => row.id);
}

/** Marks a request still open as declined with the reason; false if it was answered already. */
export async function markDeclined(sql: Sql, id: number, begruendung: string): Promise<boolean> {
  const declined = await sql.query(
    `UPDATE abrufanfragen SET status = 'abgelehnt', begruendung = $2 WHERE id = $1 AND status = 'angefragt' RETURNING id`,
    [id, begruendung],
  );
  return declined.length > 0;
}

/** Marks a request as scheduled on the date made for it. */
export async function markScheduled(sql: Sql, id: number, terminId: number): Promise<void> {
  await sql.query(`UPDATE abrufanfragen SET status = 'terminiert', termin_id = $2 WHERE id = $1`, [id, terminId]);
}
