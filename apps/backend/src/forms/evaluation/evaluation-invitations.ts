import { EVALUATION_INVITATION_DAYS } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { scheduleSweep } from '../../http/sweep';
import { wants } from '../../notification/notify';
import { evaluatedBookings } from './evaluation-token';
import { uninvitedBookings } from './evaluation-queries';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Asks everyone who attended a date that ended in the last `EVALUATION_INVITATION_DAYS` days for
 * an evaluation: a notification of the kind `bewertung` once per booking (a unique index keeps it
 * once, also when two processes sweep), and so an e-mail for those who want e-mail. Older dates are
 * left alone: a back end started over old data would otherwise flood the outbox. A booking
 * evaluated already (at the door) is not asked. Answers how many invitations it wrote.
 */
export async function sendEvaluationInvitations(sql: Sql, signingKey: string): Promise<number> {
  const candidates = await uninvitedBookings(sql, EVALUATION_INVITATION_DAYS);
  if (candidates.length === 0) return 0;
  const answered = await evaluatedBookings(
    sql,
    signingKey,
    candidates.map((row) => row.anmeldung_id),
  );
  return inviteToEvaluate(
    sql,
    candidates.filter((row) => !answered.has(row.anmeldung_id)).map((row) => row.anmeldung_id),
  );
}

/** Writes the invitation of each booking (once: a unique index), for those who have not switched the kind off. */
export async function inviteToEvaluate(sql: Sql, bookingIds: readonly number[]): Promise<number> {
  const rows = await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
     SELECT a.uid, 'Bitte bewerten Sie Ihre Fortbildung',
            format('Wie war „%s“ am %s? Ihre Bewertung ist anonym und dauert nur wenige Minuten: Sie finden sie im Portal unter „Meine Fortbildungen“ bei „Bitte bewerten Sie“.',
                   g.titel, to_char(t.beginn AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY')),
            a.id, 'bewertung'
       FROM anmeldungen a JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = t.vnr
      WHERE a.id = ANY($1) AND ${wants('bewertung', 'a.uid')}
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [bookingIds],
  );
  return rows.length;
}

/** The bookings the sweep would ask now (the seed writes their invitations as sent, like its reminders). */
export const bookingsToInvite = async (sql: Sql) =>
  (await uninvitedBookings(sql, EVALUATION_INVITATION_DAYS)).map((row) => row.anmeldung_id);

/** Looks for dates to evaluate at start and then hourly. Returns the stop. */
export const scheduleEvaluationInvitations = (db: Db, signingKey: string) =>
  scheduleSweep(() => sendEvaluationInvitations(db, signingKey), HOUR_MS, 'Bitten um Bewertung konnten nicht geschrieben werden:');
