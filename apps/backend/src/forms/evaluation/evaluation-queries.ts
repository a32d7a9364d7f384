import { ATTENDED_STATES, EVALUATION_STATEMENT_COUNT, WORKGROUP_RECORD_STATUS } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/*
 * The evaluation's data access (docs/proof-of-training.md, "As built: evaluation"). Answers live in
 * `bewertungen` without any person; the tokens in `bewertung_tokens` without any answer.
 */

/** An attended booking of a date that asks for an evaluation, with what names the date. */
export interface EvaluableBooking {
  anmeldung_id: number;
  uid: string;
  termin_id: number;
  vnr: string;
  titel: string;
  mandant: string;
  beginn: string;
  ende: string;
}

const EVALUABLE_COLUMNS = `a.id AS anmeldung_id, a.uid, t.id AS termin_id, t.vnr, g.titel, g.mandant, t.beginn, t.ende`;
/** A booking attended on a date of an offer (not a workgroup's meeting) that ended and was not cancelled. */
const EVALUABLE = `a.status = ANY($1) AND t.ende <= now() AND t.status <> 'abgesagt' AND g.status <> '${WORKGROUP_RECORD_STATUS}'`;
const FROM = 'FROM anmeldungen a JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = t.vnr';

/** The asker's attended bookings of dates that ended within the last `days` days, the latest date first. */
export const ownEvaluableBookings = (sql: Sql, uid: string, days: number) =>
  sql.query<EvaluableBooking>(
    `SELECT ${EVALUABLE_COLUMNS} ${FROM}
      WHERE a.uid = $2 AND ${EVALUABLE} AND t.ende > now() - make_interval(days => $3) ORDER BY t.ende DESC, a.id`,
    [ATTENDED_STATES, uid, days],
  );

/** The asker's attended bookings of one date (normally one), oldest first. */
export const ownBookingsOfDate = (sql: Sql, uid: string, terminId: number) =>
  sql.query<EvaluableBooking>(`SELECT ${EVALUABLE_COLUMNS} ${FROM} WHERE a.uid = $2 AND t.id = $3 AND ${EVALUABLE} ORDER BY a.id`, [
    ATTENDED_STATES,
    uid,
    terminId,
  ]);

/** Attended bookings of dates that ended within the last `days` days and have no invitation yet. */
export const uninvitedBookings = (sql: Sql, days: number) =>
  sql.query<EvaluableBooking>(
    `SELECT ${EVALUABLE_COLUMNS} ${FROM}
      WHERE ${EVALUABLE} AND t.ende > now() - make_interval(days => $2)
        AND NOT EXISTS (SELECT 1 FROM benachrichtigungen b WHERE b.anmeldung_id = a.id AND b.art = 'bewertung')`,
    [ATTENDED_STATES, days],
  );

/** Which of these tokens are stored. */
export async function storedTokens(sql: Sql, tokens: readonly string[]): Promise<Set<string>> {
  const rows = await sql.query<{ token: string }>('SELECT token FROM bewertung_tokens WHERE token = ANY($1)', [tokens]);
  return new Set(rows.map((row) => row.token));
}

/** Stores the token; false if it was there already (the booking was evaluated). */
export async function storeToken(sql: Sql, token: string): Promise<boolean> {
  const rows = await sql.query('INSERT INTO bewertung_tokens (token) VALUES ($1) ON CONFLICT DO NOTHING RETURNING token', [token]);
  return rows.length === 1;
}

/** Stores an answer: the date, the values, the free text (null for none), and nothing else. */
export async function storeAnswer(sql: Sql, terminId: number, werte: readonly number[], freitext: string) {
  await sql.query(
    'INSERT INTO bewertungen (termin_id, wert_1, wert_2, wert_3, wert_4, wert_5, freitext) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [terminId, ...werte, freitext === '' ? null : freitext],
  );
}

/** The tenant's statements, in their order. */
export async function statementsOf(sql: Sql, mandant: string): Promise<string[]> {
  const rows = await sql.query<{ text: string }>('SELECT text FROM bewertungsfragen WHERE mandant = $1 ORDER BY position', [mandant]);
  return rows.map((row) => row.text);
}

/** One row per answer and statement: `w.position` (1 to 5) and `w.wert`. */
const EACH_VALUE = `CROSS JOIN LATERAL (VALUES ${Array.from({ length: EVALUATION_STATEMENT_COUNT }, (_, i) => `(${i + 1}, b.wert_${i + 1})`).join(', ')}) AS w(position, wert)`;

/** Which answers a result counts: those of one date, or of every date of one offer. */
export type AnswerScope = { terminId: number } | { vnr: string };

const scopeCondition = (scope: AnswerScope) =>
  'terminId' in scope
    ? { where: 'b.termin_id = $1', param: scope.terminId }
    : { where: 'b.termin_id IN (SELECT id FROM termine WHERE vnr = $1)', param: scope.vnr };

export async function answerCount(sql: Sql, scope: AnswerScope): Promise<number> {
  const { where, param } = scopeCondition(scope);
  const [row] = await sql.query<{ anzahl: number }>(`SELECT count(*)::int AS anzahl FROM bewertungen b WHERE ${where}`, [param]);
  return row.anzahl;
}

/** Per statement the average and the answers per value (4 to 1). Call only from `EVALUATION_MIN_ANSWERS` answers on. */
export function statementResults(sql: Sql, scope: AnswerScope) {
  const { where, param } = scopeCondition(scope);
  return sql.query<{ position: number; durchschnitt: number; verteilung: number[] }>(
    `SELECT w.position, avg(w.wert)::float8 AS durchschnitt,
            ARRAY[count(*) FILTER (WHERE w.wert = 4), count(*) FILTER (WHERE w.wert = 3),
                  count(*) FILTER (WHERE w.wert = 2), count(*) FILTER (WHERE w.wert = 1)]::int[] AS verteilung
       FROM bewertungen b ${EACH_VALUE} WHERE ${where} GROUP BY w.position ORDER BY w.position`,
    [param],
  );
}

/** The free texts, alphabetically: an order that says nothing about who answered when. Call only from enough answers on. */
export async function freeTexts(sql: Sql, scope: AnswerScope): Promise<string[]> {
  const { where, param } = scopeCondition(scope);
  const rows = await sql.query<{ freitext: string }>(
    `SELECT b.freitext FROM bewertungen b WHERE ${where} AND b.freitext IS NOT NULL ORDER BY b.freitext`,
    [param],
  );
  return rows.map((row) => row.freitext);
}

/** The grouping of controlling's averages: the offer's subjects, or the date's district. */
export type AverageGrouping = 'fach' | 'kreis';

/**
 * Averages over all statements and per statement of the answers to the tenant's dates that ended
 * in the period, per subject or per district; only groups of at least `minAnswers` answers.
 */
export function groupAverages(sql: Sql, mandant: string, von: string, bis: string, grouping: AverageGrouping, minAnswers: number) {
  const group =
    grouping === 'fach'
      ? 'CROSS JOIN LATERAL unnest(g.faecher) AS k(schluessel)'
      : 'CROSS JOIN LATERAL (VALUES (t.kreis)) AS k(schluessel)';
  const perStatement = Array.from({ length: EVALUATION_STATEMENT_COUNT }, (_, i) => `avg(b.wert_${i + 1})::float8`).join(', ');
  const overall = Array.from({ length: EVALUATION_STATEMENT_COUNT }, (_, i) => `b.wert_${i + 1}`).join(' + ');
  return sql.query<{ schluessel: string; anzahl: number; durchschnitt: number; durchschnitte: number[] }>(
    `SELECT k.schluessel, count(*)::int AS anzahl, avg((${overall})::float8 / ${EVALUATION_STATEMENT_COUNT})::float8 AS durchschnitt,
            ARRAY[${perStatement}] AS durchschnitte
       FROM bewertungen b JOIN termine t ON t.id = b.termin_id JOIN angebote g ON g.vnr = t.vnr ${group}
      WHERE t.mandant = $1 AND k.schluessel IS NOT NULL
        AND t.ende >= ($2::date::timestamp AT TIME ZONE 'Europe/Berlin') AND t.ende < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')
      GROUP BY k.schluessel HAVING count(*) >= $4 ORDER BY k.schluessel`,
    [mandant, von, bis, minAnswers],
  );
}
