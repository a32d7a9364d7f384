import { formatDay, type MeetingAnswer } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { wants } from '../../../notification/notify';
import { lockTermin } from '../../bookings/seat-queries';
import type { Workgroup } from '../workgroup-facts';
import { withdrawMeetingBooking } from './meeting-bookings';

/*
 * A meeting's invitations (`treffen_einladungen`): every member with an account is invited to
 * every meeting ahead; who joins later is invited to those still to come, who leaves loses theirs.
 * The invited hear of each meeting planned, changed or cancelled (notification kind
 * `arbeitsgruppe`; the mail sweep sends it to those who want e-mail).
 */

/** The meetings still ahead and not cancelled of the group whose record's number is the parameter `vnr` (`$1`, `$2` …). */
const comingMeetings = (vnr: string) => `SELECT t.id FROM termine t WHERE t.vnr = ${vnr} AND t.status <> 'abgesagt' AND t.beginn > now()`;

/** Invites every member of the group with an account to the meeting. */
export async function inviteMembers(sql: Sql, group: Workgroup, terminId: number): Promise<void> {
  await sql.query(
    `INSERT INTO treffen_einladungen (termin_id, uid)
     SELECT $2, m.uid FROM arbeitsgruppe_mitglieder m WHERE m.gruppe_id = $1 AND m.uid IS NOT NULL ON CONFLICT DO NOTHING`,
    [group.id, terminId],
  );
}

/** Tells the invited of the meeting whose answer is one of `answers` (unless they switched the kind off); answers how many. */
export async function tellInvited(sql: Sql, terminId: number, answers: readonly MeetingAnswer[], titel: string, text: string) {
  const rows = await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, art)
     SELECT e.uid, $3, $4, 'arbeitsgruppe' FROM treffen_einladungen e
      WHERE e.termin_id = $1 AND e.antwort = ANY($2) AND ${wants('arbeitsgruppe', 'e.uid')}
     RETURNING id`,
    [terminId, answers, titel, text],
  );
  return rows.length;
}

/**
 * A new member (or one whose account now exists) is invited to the group's meetings still to come
 * and told once. The member steps call it in their transaction (workgroup-members.ts, pending-members.ts).
 */
export async function inviteToComingMeetings(sql: Sql, group: Workgroup, uid: string): Promise<number> {
  const invited = await sql.query<{ termin_id: number; beginn: Date }>(
    `INSERT INTO treffen_einladungen (termin_id, uid) SELECT c.id, $2 FROM (${comingMeetings('$1')}) c ON CONFLICT DO NOTHING
     RETURNING termin_id, (SELECT beginn FROM termine WHERE id = termin_id) AS beginn`,
    [group.vnr, uid],
  );
  if (invited.length === 0) return 0;
  const days = invited.map((row) => formatDay(new Date(row.beginn).toISOString())).sort();
  await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, art) SELECT $1, $2, $3, 'arbeitsgruppe' WHERE ${wants('arbeitsgruppe', '$1')}`,
    [uid, `Einladung: ${group.titel}`, `Sie sind zu den Treffen der Arbeitsgruppe „${group.titel}“ eingeladen: ${days.join(', ')}.`],
  );
  return invited.length;
}

/**
 * A member removed or leaving: their invitations to the group's meetings still to come end, and
 * a meeting they accepted is withdrawn (its booking `storniert`, its seat freed). Past meetings stay
 * as they were: attendance is a record. For a member's removal and leaving.
 */
export async function endComingInvitations(sql: Sql, group: Workgroup, uid: string): Promise<void> {
  const coming = await sql.query<{ id: number }>(`${comingMeetings('$1')} ORDER BY t.id`, [group.vnr]);
  for (const { id } of coming) {
    const termin = await lockTermin(sql, id);
    if (termin) await withdrawMeetingBooking(sql, termin, uid);
  }
  await sql.query(`DELETE FROM treffen_einladungen WHERE uid = $1 AND termin_id IN (${comingMeetings('$2')})`, [uid, group.vnr]);
}
