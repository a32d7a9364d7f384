import type { Arbeitsgruppe, ArbeitsgruppenQuery, ArbeitsgruppeKurz } from '@fobu/api-contract';
import { canChangeWorkgroup, isWorkgroupStaff, type OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { like } from '../search/search-sql';
import { bindPendingMembers } from './pending-members';
import { allMeetingsJson, nextMeetingJson } from './meeting-json';
import type { Workgroup } from './workgroup-facts';

/*
 * What the groups' pages read: the list (the tenant's groups for its staff, a member's own groups for
 * everyone else) and one group with its meetings. Who may see which group is `@fobu/domain`'s rule;
 * the list asks it in SQL, one group is asked by `visibleWorkgroup` before it is read.
 */

/** Roles that see the tenant's groups in the list (the staff of `canSeeWorkgroup`). */
const LISTING_STAFF_ROLES: readonly string[] = ['veranstaltungsleiter', 'qualitaetskontrolle', 'verwaltung', 'administrator'];
/** Roles of the group staff whatever they lead (`isWorkgroupStaff`). */
const WHOLE_TENANT_STAFF_ROLES: readonly string[] = ['qualitaetskontrolle', 'verwaltung', 'administrator'];

/** SQL: the group `w` as ArbeitsgruppeKurz JSON, for the asker `$1` (uid); `staff` holds for the group's staff. */
const groupSummaryJson = (staff: string, more = '') => `json_build_object(
  'id', w.id, 'titel', w.titel, 'status', w.status, 'faecher', to_json(w.faecher), 'schularten', to_json(w.schularten),
  'leitung', coalesce((SELECT json_agg(json_build_object('uid', u.uid, 'name', u.vorname || ' ' || u.name) ORDER BY u.name, u.vorname, u.uid)
                         FROM arbeitsgruppe_leitung l JOIN users u ON u.uid = l.uid WHERE l.gruppe_id = w.id), '[]'::json),
  'mitglieder', (SELECT count(*)::int FROM arbeitsgruppe_mitglieder m WHERE m.gruppe_id = w.id),
  'naechstesTreffen', ${nextMeetingJson('$1', staff)}${more})`;

/** SQL: the asker `$1` is of the group `w`'s staff; `$2` says their role sees every group of the tenant as staff, `$3` that they are an organiser. */
const STAFF_SQL = `($2::boolean OR ($3::boolean AND EXISTS (SELECT 1 FROM arbeitsgruppe_leitung l WHERE l.gruppe_id = w.id AND l.uid = $1)))`;
const staffParams = (actor: OfferActor) => [
  actor.uid,
  WHOLE_TENANT_STAFF_ROLES.includes(actor.role),
  actor.role === 'veranstaltungsleiter',
];

/**
 * A page of the groups the person sees. The tenant's staff see all of its groups (`umfang=meine`: those
 * they lead), as the staff's offer search shows organisers every offer of the tenant unless they ask for
 * their own; everyone else sees the groups they are a member of.
 */
export async function workgroupPage(db: Db, actor: OfferActor, query: ArbeitsgruppenQuery) {
  const params: unknown[] = [...staffParams(actor), actor.mandant];
  const where = ['w.mandant = $4'];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (!LISTING_STAFF_ROLES.includes(actor.role)) {
    await bindPendingMembers(db, actor.uid);
    where.push('EXISTS (SELECT 1 FROM arbeitsgruppe_mitglieder m WHERE m.gruppe_id = w.id AND m.uid = $1)');
  } else if (query.umfang === 'meine') where.push('EXISTS (SELECT 1 FROM arbeitsgruppe_leitung l WHERE l.gruppe_id = w.id AND l.uid = $1)');
  if (query.status) add((n) => `w.status = ${n}`, query.status);
  if (query.q) add((n) => `(lower(w.titel) LIKE ${n} ESCAPE '\\' OR lower(w.beschreibung) LIKE ${n} ESCAPE '\\')`, like(query.q));
  const pageSize = query.pageSize;
  params.push(pageSize, (query.page - 1) * pageSize);
  const rows = await db.query<{ item: ArbeitsgruppeKurz; total: number }>(
    `SELECT ${groupSummaryJson(STAFF_SQL)} AS item, count(*) OVER ()::int AS total
       FROM arbeitsgruppen w WHERE ${where.join(' AND ')}
      ORDER BY w.status = 'aufgeloest', lower(w.titel), w.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = rows[0]?.total ?? (query.page > 1 ? await countOnly(db, where, params.slice(0, -2)) : 0);
  return { items: rows.map((row) => row.item), total, page: query.page, pageSize };
}

/**
 * The number of matches when the page asked for lies behind the last. The person's parameters are
 * typed as the page's query types them: a parameter the statement leaves unused has no type, and the
 * database refuses it.
 */
async function countOnly(db: Db, where: string[], params: unknown[]): Promise<number> {
  const typed = '$1::text IS NOT NULL AND $2::boolean IS NOT NULL AND $3::boolean IS NOT NULL';
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM arbeitsgruppen w WHERE ${typed} AND ${where.join(' AND ')}`,
    params,
  );
  return row.n;
}

/** The group as its page shows it to this person (who may see it: `visibleWorkgroup` asked first). */
export async function workgroupView(db: Db | Sql, actor: OfferActor, group: Workgroup): Promise<Arbeitsgruppe> {
  const staff = isWorkgroupStaff(actor, group);
  const [row] = await db.query<{ item: Omit<Arbeitsgruppe, 'mitglied' | 'darfAendern' | 'darfMitgliederSehen'> }>(
    `SELECT ${groupSummaryJson('$2::boolean', `, 'beschreibung', w.beschreibung, 'treffen', ${allMeetingsJson('$1', '$2::boolean')}`)} AS item
       FROM arbeitsgruppen w WHERE w.id = $3`,
    [actor.uid, staff, group.id],
  );
  return {
    ...row.item,
    mitglied: group.mitgliedUids.includes(actor.uid),
    darfAendern: canChangeWorkgroup(actor, group),
    darfMitgliederSehen: staff,
  };
}
