import { canChangeWorkgroup, DISSOLVED_WORKGROUP_READ_ONLY, isWorkgroupStaff, type OfferActor } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { lockTermin, type LockedTermin } from '../../bookings/seat-queries';
import type { Workgroup } from '../workgroup-facts';

/*
 * Who may do what with a group's meetings (docs/workgroups.md, "Who may do what"): the rules are
 * @fobu/domain's; this turns their answers into the HTTP refusals.
 */

const NO_SUCH_MEETING = 'Dieses Treffen gibt es nicht.';

/** Refuses a change of the group's meetings, attendance or messages to anyone but its leads and administration; a dissolved group is a record. */
export function checkChangesWorkgroup(actor: OfferActor, group: Workgroup): void {
  if (canChangeWorkgroup(actor, group)) return;
  if (isWorkgroupStaff(actor, group) && actor.role !== 'qualitaetskontrolle')
    throw conflict('arbeitsgruppe_aufgeloest', DISSOLVED_WORKGROUP_READ_ONLY);
  throw forbidden('Treffen und Nachrichten einer Arbeitsgruppe sind Sache ihrer Leitung und der Verwaltung.');
}

/** Refuses what only the group's staff see (invitations, attendance) to its members. */
export function checkWorkgroupStaff(actor: OfferActor, group: Workgroup): void {
  if (!isWorkgroupStaff(actor, group)) throw forbidden('Das sieht nur die Leitung der Arbeitsgruppe.');
}

/** A meeting's row as `lockTermin` reads it (`t.*`), with its topic and hours (migration 023_treffen). */
export type LockedMeeting = LockedTermin & { thema: string | null; stunden: number | null };

/** The meeting's row, locked as every change to a date's bookings locks it first; 404 unless it is a meeting of this group. */
export async function lockMeeting(sql: Sql, group: Workgroup, terminId: number): Promise<LockedMeeting> {
  const termin = (await lockTermin(sql, terminId)) as LockedMeeting | undefined;
  if (!termin || termin.vnr !== group.vnr) throw notFound(NO_SUCH_MEETING);
  return termin;
}

/** The meeting's row unlocked, for reading; 404 unless it is a meeting of this group. */
export async function meetingRow(sql: Sql, group: Workgroup, terminId: number) {
  const [row] = await sql.query<{ id: number; beginn: Date; status: string }>(
    'SELECT id, beginn, status FROM termine WHERE id = $1 AND vnr = $2',
    [terminId, group.vnr],
  );
  if (!row) throw notFound(NO_SUCH_MEETING);
  return row;
}
