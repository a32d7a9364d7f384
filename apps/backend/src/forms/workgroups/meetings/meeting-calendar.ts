import { ACTIVE_BOOKING_STATES, isWorkgroupStaff, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { forbidden } from '../../../http/errors';
import { BOOKED_TITLE_SQL } from '../../dates/termin-json';
import type { BookingDocumentRow } from '../../documents/document-queries';
import { visibleWorkgroup } from '../workgroup-facts';
import { meetingRow } from './meeting-access';

/*
 * A meeting as a calendar entry (members and group staff), written by the bookings' calendar
 * writer (booking-calendar.ts): the same events, one per session, and stable UIDs.
 */

/** The meeting as the calendar writer reads a booking: the link only for the staff and who accepted; confirmed once accepted. */
export async function meetingCalendarRow(db: Db, actor: OfferActor, groupId: number, terminId: number): Promise<BookingDocumentRow> {
  const group = await visibleWorkgroup(db, actor, groupId);
  const staff = isWorkgroupStaff(actor, group);
  if (!staff && !group.mitgliedUids.includes(actor.uid)) throw forbidden('Den Kalendereintrag laden die Mitglieder der Arbeitsgruppe.');
  await meetingRow(db, group, terminId);
  const [row] = await db.query<BookingDocumentRow>(
    // The asker's booking of the meeting names its events as the bookings' calendar does, so that importing both updates one entry.
    `SELECT coalesce(b.id, t.id) AS id, CASE WHEN b.id IS NULL THEN 'treffen' ELSE 'anmeldung' END AS uid_art, true AS treffen, t.vnr, CASE WHEN $3 OR e.antwort = 'zugesagt' THEN 'zugelassen' ELSE 'angemeldet' END AS status,
            ${BOOKED_TITLE_SQL} AS titel, g.mandant, coalesce(t.stunden, 0) AS umfang_stunden, g.kontakt,
            t.beginn, t.ende, t.sitzungen, t.ort_name, t.adresse, t.raum, t.kreis,
            CASE WHEN $3 OR e.antwort = 'zugesagt' THEN t.online_link END AS online_link, '' AS salutation, '' AS vorname, '' AS name, '' AS leitung
       FROM termine t JOIN angebote g ON g.vnr = t.vnr LEFT JOIN treffen_einladungen e ON e.termin_id = t.id AND e.uid = $2
       LEFT JOIN LATERAL (SELECT a.id FROM anmeldungen a WHERE a.termin_id = t.id AND a.uid = $2 AND a.status = ANY($4)
                           ORDER BY a.id DESC LIMIT 1) b ON true
      WHERE t.id = $1`,
    [terminId, actor.uid, staff, ACTIVE_BOOKING_STATES],
  );
  return row;
}
