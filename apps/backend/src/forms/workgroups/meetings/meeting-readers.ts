import { canChangeWorkgroup, isWorkgroupStaff } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { offerActorOf, type Principal } from '../../../auth/principal';
import { dateOwner } from '../../dates/date-queries';
import { workgroupOfRecord } from '../workgroup-facts';

/*
 * The closed-date rule where the dates' own calls meet a meeting (docs/workgroups.md, "Closed
 * meetings"): its detail for the group's members and staff only, its participants for the
 * group's staff (every lead, not only the record's first), changes by its leads and administration.
 */

/** Whether the date is a group's meeting that this person may read: a member or of the group's staff. False for every other date. */
export async function readsMeeting(db: Sql, principal: Principal | null | undefined, terminId: number): Promise<boolean> {
  const actor = offerActorOf(principal ?? null);
  const owner = await dateOwner(db, terminId);
  const group = actor && owner ? await workgroupOfRecord(db, owner.vnr) : undefined;
  return !!actor && !!group && (group.mitgliedUids.includes(actor.uid) || isWorkgroupStaff(actor, group));
}

/**
 * Who may see (`readOnly`) or change a meeting's participants, attendance and check-in: its
 * group's staff reads, its leads and administration change. Undefined when the record is no group's:
 * then the offer's own rule applies (booking-management.ts's `canManage`).
 */
export async function meetingStaffRight(db: Sql, principal: Principal, vnr: string, readOnly: boolean): Promise<boolean | undefined> {
  const group = await workgroupOfRecord(db, vnr);
  if (!group) return undefined;
  const actor = offerActorOf(principal);
  if (!actor) return false;
  return readOnly ? isWorkgroupStaff(actor, group) : canChangeWorkgroup(actor, group);
}
