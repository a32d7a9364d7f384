import type { NachrichtAntwort } from '@fobu/api-contract';
import type { Sql } from '@fobu/server-sql';
import { wants } from '../../notification/notify';

/** How many of the bookings are of the date. */
export async function bookingsOfDate(sql: Sql, ids: readonly number[], terminId: number): Promise<number> {
  const [{ own }] = await sql.query<{ own: number }>('SELECT count(*)::int AS own FROM anmeldungen WHERE id = ANY($1) AND termin_id = $2', [
    ids,
    terminId,
  ]);
  return own;
}

/** Notifies the person of each booking once, unless they switched messages off; answers how many were told and how many by e-mail. */
export async function tellPeople(sql: Sql, ids: readonly number[], titel: string, text: string): Promise<NachrichtAntwort> {
  const [told] = await sql.query<NachrichtAntwort>(
    `WITH told AS (
       INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
       SELECT DISTINCT ON (a.uid) a.uid, $2, $3, a.id, 'nachricht' FROM anmeldungen a
        WHERE a.id = ANY($1) AND ${wants('nachricht', 'a.uid')} ORDER BY a.uid, a.id
       RETURNING uid)
     SELECT count(*)::int AS benachrichtigt, count(*) FILTER (WHERE u.email_abo)::int AS emails FROM told JOIN users u ON u.uid = told.uid`,
    [ids, titel, text],
  );
  return told;
}
