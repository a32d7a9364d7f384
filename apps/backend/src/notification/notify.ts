import type { Benachrichtigungsart } from '@fobu/api-contract';
import { BOOKING_STATE_PHRASES, type BookingState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/** The notification of a booking's new status, as `format()` templates: the one-statement booking fills them in SQL. */
export const NOTIFICATION_TITLE = 'Anmeldung: %s';
export const NOTIFICATION_TEXT = 'Ihre Anmeldung zu „%s“ hat jetzt den Status „%s“.';

/** The school head's notice of a staff booking that waits for approval, as `format()` templates (first name, name, title). */
export const APPROVAL_NOTICE_TITLE = 'Genehmigung erbeten';
export const APPROVAL_NOTICE_TEXT = '%s %s möchte an „%s“ teilnehmen und braucht Ihre Genehmigung.';

/** SQL condition: the person `uid` (an SQL expression) has not switched this kind of notification off. */
export const wants = (art: Benachrichtigungsart, uid: string) =>
  `NOT EXISTS (SELECT 1 FROM users wanted WHERE wanted.uid = ${uid} AND '${art}' = ANY(wanted.benachrichtigungen_aus))`;

/** `note`: a sentence more, e.g. the school head's reason for a refusal. */
export async function notify(sql: Sql, uid: string, anmeldungId: number, titel: string, status: BookingState, note?: string) {
  const label = BOOKING_STATE_PHRASES[status];
  await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
     SELECT $1, format($2, $5::text), format($3, $4::text, $5::text) || coalesce(' ' || $7::text, ''), $6, 'anmeldestatus'
      WHERE ${wants('anmeldestatus', '$1')}`,
    [uid, NOTIFICATION_TITLE, NOTIFICATION_TEXT, titel, label, anmeldungId, note ?? null],
  );
}

/**
 * A notification in words of its own (a school's on-demand request answered, a booking moved to
 * another date), unless the person switched its kind off.
 */
export async function notifyText(sql: Sql, uid: string, art: Benachrichtigungsart, titel: string, text: string, anmeldungId?: number) {
  await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, art, anmeldung_id) SELECT $1, $2, $3, $4, $5 WHERE ${wants(art, '$1')}`,
    [uid, titel, text, art, anmeldungId ?? null],
  );
}
