import type { Abrufanfrage, AbrufanfrageRequestSchema } from '@fobu/api-contract';
import type { z } from 'zod/mini';
import type { Sql } from '@fobu/server-sql';
import { TERMIN_JSON } from '../dates/termin-json';

/** A school's request for an on-demand offer, with its offer's title and the agreed date's start. */
export interface AbrufanfrageRow {
  id: number;
  vnr: string;
  titel: string;
  dstnr: string;
  wunschtermine: string[];
  teilnehmende: number;
  hinweis: string;
  status: Abrufanfrage['status'];
  erstellt_am: Date;
  termin_id: number | null;
  termin_beginn: Date | null;
  begruendung: string | null;
}

/**
 * A request's columns (`r` is abrufanfragen, `g` its offer, `t` the agreed date), from REQUEST_FROM.
 * Days as text (`YYYY-MM-DD`), as the contract has them, whatever the driver makes of a date.
 */
export const REQUEST_COLUMNS = `r.id, r.vnr, g.titel, r.dstnr, r.wunschtermine::text[] AS wunschtermine, r.teilnehmende, r.hinweis, r.status, r.erstellt_am, r.begruendung,
       r.termin_id, t.beginn AS termin_beginn`;
export const REQUEST_FROM = `abrufanfragen r JOIN angebote g ON g.vnr = r.vnr LEFT JOIN termine t ON t.id = r.termin_id`;
const SELECT = `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM}`;

/** The school's requests in the tenant, newest first. */
export const loadSchoolRequests = (sql: Sql, dstnr: string, mandant: string) =>
  sql.query<AbrufanfrageRow>(`${SELECT} WHERE r.dstnr = $1 AND g.mandant = $2 ORDER BY r.id DESC`, [dstnr, mandant]);

/** One request by id. */
export const loadRequestRow = async (sql: Sql, id: number) => (await sql.query<AbrufanfrageRow>(`${SELECT} WHERE r.id = $1`, [id]))[0];

/** The dates of an on-demand offer agreed for the school that have not ended, as the contract's Termin. */
export async function schoolDates(sql: Sql, vnr: string, school: { mandant: string; dstnr: string }): Promise<unknown[]> {
  const [{ termine }] = await sql.query<{ termine: unknown[] }>(
    `SELECT coalesce(json_agg(${TERMIN_JSON} ORDER BY t.beginn), '[]') AS termine
       FROM termine t WHERE t.vnr = $1 AND t.mandant = $2 AND t.schule_dstnr = $3 AND t.ende >= now()`,
    [vnr, school.mandant, school.dstnr],
  );
  return termine;
}

/** What asking for an offer checks of it: its type, tenant and state. */
export const loadOfferToAsk = async (sql: Sql, vnr: string) =>
  (
    await sql.query<{ vtyp: string; mandant: string; status: string }>('SELECT vtyp, mandant, status FROM angebote WHERE vnr = $1', [vnr])
  )[0];

/**
 * Writes a school's open request; undefined if the school has one open for the offer already (the
 * unique index abrufanfragen_offen keeps one per school and offer, also for two at once).
 */
export async function insertRequest(
  sql: Sql,
  asker: { uid: string; dstnr: string },
  body: z.output<typeof AbrufanfrageRequestSchema>,
): Promise<number | undefined> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO abrufanfragen (vnr, dstnr, uid, wunschtermine, teilnehmende, hinweis, status)
     VALUES ($1, $2, $3, $4::date[], $5, $6, 'angefragt')
     ON CONFLICT (vnr, dstnr) WHERE status = 'angefragt' DO NOTHING
     RETURNING id`,
    [body.vnr, asker.dstnr, asker.uid, body.wunschtermine, body.teilnehmende, body.hinweis],
  );
  return row?.id;
}
