import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { forbidden, notFound } from '../../http/errors';
import { refuseChangeOfArchived } from '../archive/archived-record';
import { canManage } from '../bookings/booking-management';
import { lockTermin, type LockedTermin } from '../bookings/seat-queries';
import { meetingStaffRight } from '../workgroups/meetings/meeting-readers';
import { dateWithOffer } from './participant-queries';

/**
 * A date whose people this principal may see (`readOnly`: quality control too) or change: its
 * organiser, or the tenant's administration. Another organiser's date is refused, not hidden:
 * the staff's date search already shows that the date exists.
 */
export async function managedDate(db: Db | Sql, principal: Principal, id: number, readOnly: boolean) {
  const termin = await dateWithOffer(db, id);
  if (!termin) throw notFound('Diesen Termin gibt es nicht.');
  // A workgroup's meeting is its group's staff's (every lead), and closed to everyone else.
  const meetingRight = await meetingStaffRight(db, principal, termin.vnr, readOnly);
  if (meetingRight === false && !(await meetingStaffRight(db, principal, termin.vnr, true))) throw notFound('Diesen Termin gibt es nicht.');
  if (!(meetingRight ?? canManage(principal, termin.mandant, termin.leitung_uid, readOnly))) {
    throw forbidden(
      readOnly
        ? 'Sie dürfen die Teilnehmendenliste dieses Termins nicht sehen.'
        : 'Sie dürfen die Teilnehmenden dieses Termins nicht ändern.',
    );
  }
  // An archived offer's lists are read, never changed: attendance, check-in and messages alike.
  if (!readOnly) refuseChangeOfArchived(termin.angebot_status);
  return termin;
}

/** The same date for a change of its people (not quality control), its row locked as every change to its bookings does first. */
export async function lockManagedDate(sql: Sql, principal: Principal, id: number): Promise<LockedTermin> {
  await managedDate(sql, principal, id, false);
  const termin = await lockTermin(sql, id);
  if (!termin) throw notFound('Diesen Termin gibt es nicht.');
  return termin;
}
