import type { NachrichtAntwort, NachrichtRequest } from '@fobu/api-contract';
import type { Db } from '../../db/db';
import type { Principal } from '../../auth/principal';
import { invalidInput } from '../../http/errors';
import { wants } from '../../services/notify';
import { managedDate } from './managed-date';

/**
 * `POST /api/v1/termine/{id}/nachrichten`: the organiser's message to chosen people of a date, as a
 * notification to each person once (the e-mail follows from the notification for those who want
 * e-mail), unless they switched messages off. Answers how many were told and how many by e-mail.
 */
export async function sendMessage(db: Db, principal: Principal, id: number, request: NachrichtRequest): Promise<NachrichtAntwort> {
  return db.tx(async (sql) => {
    const { titel } = await managedDate(sql, principal, id, false);
    const ids = [...new Set(request.anmeldungIds)];
    const [{ own }] = await sql.query<{ own: number }>(
      'SELECT count(*)::int AS own FROM anmeldungen WHERE id = ANY($1) AND termin_id = $2',
      [ids, id],
    );
    if (own !== ids.length)
      throw invalidInput([{ path: ['anmeldungIds'], message: 'Nicht jede gewählte Person ist zu diesem Termin angemeldet.' }]);
    const [told] = await sql.query<NachrichtAntwort>(
      `WITH told AS (
         INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
         SELECT DISTINCT ON (a.uid) a.uid, $2, $3, a.id, 'nachricht' FROM anmeldungen a
          WHERE a.id = ANY($1) AND ${wants('nachricht', 'a.uid')} ORDER BY a.uid, a.id
         RETURNING uid)
       SELECT count(*)::int AS benachrichtigt, count(*) FILTER (WHERE u.email_abo)::int AS emails FROM told JOIN users u ON u.uid = told.uid`,
      [ids, `Nachricht zu „${titel}“: ${request.betreff}`, request.text],
    );
    return told;
  });
}
