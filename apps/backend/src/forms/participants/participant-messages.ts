import type { NachrichtAntwort, NachrichtRequest } from '@fobu/api-contract';
import type { Db } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { invalidInput } from '../../http/errors';
import { managedDate } from './managed-date';
import { bookingsOfDate, tellPeople } from './message-queries';

/**
 * `POST /api/v1/termine/{id}/nachrichten`: the organiser's message to chosen people of a date, as a
 * notification to each person once (the e-mail follows from the notification for those who want
 * e-mail), unless they switched messages off. Answers how many were told and how many by e-mail.
 */
export async function sendMessage(db: Db, principal: Principal, id: number, request: NachrichtRequest): Promise<NachrichtAntwort> {
  return db.tx(async (sql) => {
    const { titel } = await managedDate(sql, principal, id, false);
    const ids = [...new Set(request.anmeldungIds)];
    const own = await bookingsOfDate(sql, ids, id);
    if (own !== ids.length)
      throw invalidInput([{ path: ['anmeldungIds'], message: 'Nicht jede gewählte Person ist zu diesem Termin angemeldet.' }]);
    return tellPeople(sql, ids, `Nachricht zu „${titel}“: ${request.betreff}`, request.text);
  });
}
