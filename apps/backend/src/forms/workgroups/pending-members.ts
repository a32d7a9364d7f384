import type { Db, Sql } from '@fobu/server-sql';
import { inviteToComingMeetings } from './meetings/meeting-invitations';
import { workgroupById } from './workgroup-facts';

/*
 * A person invited by e-mail who has no account yet is a pending member (`uid` unset). They become the
 * member of the account of that address, in the group's tenant, as soon as one exists; asked where it
 * matters, not at sign-in: when the person reads their groups (their dashboard's list) and when the
 * group's staff read its members. Several accounts of one address: the first by uid.
 */

/** SQL: binds the pending members `m` matched by `filter` (over m and the account u) to their account; drops one who is already a member. */
const bindSql = (filter: string) => `
  WITH matched AS (
    SELECT DISTINCT ON (m.id) m.id, m.gruppe_id, u.uid, u.dstnr
      FROM arbeitsgruppe_mitglieder m JOIN arbeitsgruppen w ON w.id = m.gruppe_id
      JOIN users u ON lower(u.email) = lower(m.email) AND w.mandant = ANY(u.mandanten)
     WHERE m.uid IS NULL AND ${filter}
     ORDER BY m.id, u.uid
  ), dropped AS (
    DELETE FROM arbeitsgruppe_mitglieder d USING matched
     WHERE d.id = matched.id AND EXISTS (SELECT 1 FROM arbeitsgruppe_mitglieder o WHERE o.gruppe_id = matched.gruppe_id AND o.uid = matched.uid)
  )
  UPDATE arbeitsgruppe_mitglieder b SET uid = matched.uid, dstnr = matched.dstnr FROM matched
   WHERE b.id = matched.id AND NOT EXISTS (SELECT 1 FROM arbeitsgruppe_mitglieder o WHERE o.gruppe_id = matched.gruppe_id AND o.uid = matched.uid)
  RETURNING b.gruppe_id, b.uid`;

/** Binds the pending members `filter` matches, and invites each bound one to their group's coming meetings. */
async function bind(db: Db | Sql, filter: string, value: string | number): Promise<void> {
  const run = async (sql: Sql) => {
    const bound = await sql.query<{ gruppe_id: number; uid: string }>(bindSql(filter), [value]);
    for (const member of bound) {
      const group = await workgroupById(sql, member.gruppe_id);
      if (group) await inviteToComingMeetings(sql, group, member.uid);
    }
  };
  await ('tx' in db ? db.tx(run) : run(db));
}

/** Binds the pending members of this person's address (their groups' list). */
export async function bindPendingMembers(db: Db | Sql, uid: string): Promise<void> {
  await bind(db, 'u.uid = $1', uid);
}

/** Binds the pending members of the group whose accounts exist by now (its member list). */
export async function bindPendingMembersOf(db: Db | Sql, groupId: number): Promise<void> {
  await bind(db, 'm.gruppe_id = $1', groupId);
}
