import { canChangeWorkgroup, DISSOLVED_WORKGROUP_READ_ONLY, isWorkgroupStaff, type OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, forbidden } from '../../http/errors';
import { visibleWorkgroup, type Workgroup } from './workgroup-facts';

/*
 * The three doors of a group's calls after `visibleWorkgroup` (404 for whoever may not see it): its
 * staff's reading, and changing it. Someone who sees the group but is not of its staff (a member, the
 * tenant's other organisers) is refused with 403: they know it exists.
 */

const NOT_WORKGROUP_STAFF = 'Mitglieder und Verlauf dieser Arbeitsgruppe sehen ihre Leitung, die Qualitätskontrolle und die Verwaltung.';
const NOT_WORKGROUP_CHANGER = 'Diese Arbeitsgruppe ändern ihre Leitung und die Verwaltung.';

/** The group, if the person is of its staff (leads, quality control, administration); 404 or 403 otherwise. */
export async function staffWorkgroup(db: Db | Sql, actor: OfferActor, id: number): Promise<Workgroup> {
  const group = await visibleWorkgroup(db, actor, id);
  if (!isWorkgroupStaff(actor, group)) throw forbidden(NOT_WORKGROUP_STAFF);
  return group;
}

/** A dissolved group is a record: 409 for any change of it, for whoever could change it otherwise. */
export function refuseDissolved(group: Workgroup): void {
  if (group.status === 'aufgeloest') throw conflict('arbeitsgruppe_aufgeloest', DISSOLVED_WORKGROUP_READ_ONLY);
}

/**
 * The group, held for the rest of the transaction, if the person may change it (its leads and the
 * administration); 404 if they may not see it, 403 if they may not change it, 409 if it is dissolved.
 */
export async function changeableWorkgroup(sql: Sql, actor: OfferActor, id: number): Promise<Workgroup> {
  await sql.query('SELECT 1 FROM arbeitsgruppen WHERE id = $1 FOR UPDATE', [id]);
  const group = await visibleWorkgroup(sql, actor, id);
  if (!canChangeWorkgroup(actor, { ...group, status: 'aktiv' })) throw forbidden(NOT_WORKGROUP_CHANGER);
  refuseDissolved(group);
  return group;
}
