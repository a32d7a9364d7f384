import type { Einladung, Treffen } from '@fobu/api-contract';
import { isWorkgroupStaff, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { conflict, forbidden } from '../../../http/errors';
import { visibleWorkgroup } from '../workgroup-facts';
import { checkWorkgroupStaff, lockMeeting, meetingRow } from './meeting-access';
import { bookMeeting, withdrawMeetingBooking } from './meeting-bookings';
import { recordActor } from '../../bookings/booking-actor';
import { meetingView } from './meeting-view';

/*
 * A member's answer to a meeting's invitation, and who answered how (docs/workgroups.md,
 * "Invitation and answer"). Accepting books the meeting; declining after accepting withdraws it.
 */

/** A member accepts or declines, until the meeting begins. */
export function answerMeeting(
  db: Db,
  actor: OfferActor,
  groupId: number,
  terminId: number,
  antwort: 'zugesagt' | 'abgelehnt',
): Promise<Treffen> {
  return db.tx(async (sql) => {
    const group = await visibleWorkgroup(sql, actor, groupId);
    if (!group.mitgliedUids.includes(actor.uid)) throw forbidden('Auf eine Einladung antworten nur die Mitglieder der Arbeitsgruppe.');
    const termin = await lockMeeting(sql, group, terminId);
    if (termin.status === 'abgesagt') throw conflict('treffen_abgesagt', 'Das Treffen ist abgesagt.');
    if (new Date(termin.beginn).getTime() <= Date.now())
      throw conflict('treffen_begonnen', 'Das Treffen hat schon begonnen; die Antwort lässt sich nicht mehr ändern.');
    // A member who joined after the meeting was planned is invited to it (inviteToComingMeetings); the row exists then.
    const [before] = await sql.query<{ antwort: string }>(
      `INSERT INTO treffen_einladungen (termin_id, uid) VALUES ($1, $2) ON CONFLICT (termin_id, uid) DO UPDATE SET uid = EXCLUDED.uid
       RETURNING (SELECT antwort FROM treffen_einladungen WHERE termin_id = $1 AND uid = $2) AS antwort`,
      [terminId, actor.uid],
    );
    await recordActor(sql, actor, { schritt: antwort === 'zugesagt' ? 'einladung_zugesagt' : 'einladung_abgelehnt' });
    if (antwort === 'zugesagt' && before.antwort !== 'zugesagt') await bookMeeting(sql, termin, actor.uid, actor.role);
    if (antwort === 'abgelehnt' && before.antwort === 'zugesagt') await withdrawMeetingBooking(sql, termin, actor.uid);
    await sql.query('UPDATE treffen_einladungen SET antwort = $3, beantwortet_am = clock_timestamp() WHERE termin_id = $1 AND uid = $2', [
      terminId,
      actor.uid,
      antwort,
    ]);
    return meetingView(sql, terminId, { uid: actor.uid, staff: isWorkgroupStaff(actor, group) });
  });
}

/** Who was invited to the meeting and how they answered, with the booking an acceptance made (group staff). */
export async function meetingInvitations(db: Db, actor: OfferActor, groupId: number, terminId: number): Promise<{ items: Einladung[] }> {
  const group = await visibleWorkgroup(db, actor, groupId);
  checkWorkgroupStaff(actor, group);
  await meetingRow(db, group, terminId);
  const items = await db.query<Einladung>(
    `SELECT a.id AS "anmeldungId", e.uid, u.vorname, u.name,
            CASE WHEN s.dstnr IS NOT NULL THEN json_build_object('dstnr', s.dstnr, 'name', s.name) END AS schule,
            e.antwort, a.status
       FROM treffen_einladungen e JOIN users u ON u.uid = e.uid LEFT JOIN schulen s ON s.dstnr = u.dstnr
       LEFT JOIN LATERAL (SELECT id, status FROM anmeldungen x WHERE x.termin_id = e.termin_id AND x.uid = e.uid ORDER BY x.id DESC LIMIT 1) a ON true
      WHERE e.termin_id = $1 ORDER BY u.name, u.vorname, e.uid`,
    [terminId],
  );
  return { items };
}
