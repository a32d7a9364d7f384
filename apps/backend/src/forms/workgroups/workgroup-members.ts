import type { Mitglied, MitgliedEingabe, PersonTreffer } from '@fobu/api-contract';
import { type OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { findPersons } from '../people/person-search';
import { queueMemberInvitation } from './member-invitation-mail';
import { bindPendingMembersOf } from './pending-members';
import { changeableWorkgroup, refuseDissolved, staffWorkgroup } from './workgroup-access';
import { visibleWorkgroup, type Workgroup } from './workgroup-facts';
import { recordWorkgroupStep } from './workgroup-history';
import { endComingInvitations, inviteToComingMeetings } from './meetings/meeting-invitations';
import { recordActor } from '../bookings/booking-actor';

/*
 * A group's members (docs/workgroups.md): the staff read them, add persons of the tenant (found by the
 * person search, or invited by e-mail when they have no account yet) and remove them; a member leaves.
 * A member added is invited to the group's coming meetings, and one removed or leaving ends their
 * invitations, in the same transaction (meetings/meeting-invitations.ts).
 */

const ALREADY_MEMBER = 'Diese Person ist bereits Mitglied der Arbeitsgruppe.';
const NO_SUCH_PERSON = 'Diese Person gibt es in Ihrem Mandanten nicht.';

/** SQL: a member `m` as Mitglied JSON; the account's name, address and school where there is one. */
const MEMBER_JSON = `json_build_object(
  'id', m.id, 'uid', m.uid, 'vorname', coalesce(u.vorname, m.vorname, ''), 'name', coalesce(u.name, m.name, ''),
  'email', coalesce(u.email, m.email, ''), 'schule', CASE WHEN s.dstnr IS NOT NULL THEN json_build_object('dstnr', s.dstnr, 'name', s.name) END,
  'seit', to_json(m.seit), 'kontoFehlt', m.uid IS NULL)`;
const MEMBER_FROM = `arbeitsgruppe_mitglieder m LEFT JOIN users u ON u.uid = m.uid LEFT JOIN schulen s ON s.dstnr = coalesce(u.dstnr, m.dstnr)`;

async function membersOf(db: Db | Sql, groupId: number): Promise<Mitglied[]> {
  const rows = await db.query<{ item: Mitglied }>(
    `SELECT ${MEMBER_JSON} AS item FROM ${MEMBER_FROM} WHERE m.gruppe_id = $1
      ORDER BY lower(coalesce(u.name, m.name, '')), lower(coalesce(u.vorname, m.vorname, '')), m.id`,
    [groupId],
  );
  return rows.map((row) => row.item);
}

/** The group's members, for its staff; pending members whose account exists by now are bound to it first. */
export async function workgroupMembers(db: Db, actor: OfferActor, id: number): Promise<{ group: Workgroup; items: Mitglied[] }> {
  const group = await staffWorkgroup(db, actor, id);
  if (group.status !== 'aufgeloest') await bindPendingMembersOf(db, id);
  return { group, items: await membersOf(db, id) };
}

/** The account of this uid or (lower-case) address in the tenant, if any. */
async function accountOf(sql: Sql, mandant: string, by: { uid: string } | { email: string }) {
  const [column, value] = 'uid' in by ? ['u.uid', by.uid] : ['lower(u.email)', by.email.toLowerCase()];
  const [row] = await sql.query<{ uid: string; dstnr: string }>(
    `SELECT u.uid, u.dstnr FROM users u WHERE ${column} = $1 AND $2 = ANY(u.mandanten) ORDER BY u.uid LIMIT 1`,
    [value, mandant],
  );
  return row;
}

/** Adds a member: an account of the tenant (by uid, or by the address it has), or a pending member invited by e-mail. */
export async function addWorkgroupMember(db: Db, actor: OfferActor, id: number, input: MitgliedEingabe): Promise<Mitglied> {
  return db.tx(async (sql) => {
    const group = await changeableWorkgroup(sql, actor, id);
    const account = await accountOf(sql, group.mandant, input);
    if ('uid' in input && !account) throw new HttpError(422, 'person_unbekannt', NO_SUCH_PERSON);
    const [taken] = await sql.query(
      `SELECT 1 FROM arbeitsgruppe_mitglieder WHERE gruppe_id = $1 AND (uid = $2 OR (uid IS NULL AND lower(email) = lower($3)))`,
      [id, account?.uid ?? null, 'email' in input ? input.email : null],
    );
    if (taken) throw conflict('mitglied_vorhanden', ALREADY_MEMBER);
    const [{ memberId }] = account
      ? await sql.query<{ memberId: number }>(
          'INSERT INTO arbeitsgruppe_mitglieder (gruppe_id, uid, dstnr) VALUES ($1, $2, $3) RETURNING id AS "memberId"',
          [id, account.uid, account.dstnr],
        )
      : await insertPending(sql, group, actor, input as Extract<MitgliedEingabe, { email: string }>);
    const [member] = await sql.query<{ item: Mitglied }>(`SELECT ${MEMBER_JSON} AS item FROM ${MEMBER_FROM} WHERE m.id = $1`, [memberId]);
    await recordWorkgroupStep(sql, id, actor, 'mitglied_hinzugefuegt', memberDetails(member.item));
    // A pending member is invited once their account exists (pending-members.ts).
    if (member.item.uid) await inviteToComingMeetings(sql, group, member.item.uid);
    return member.item;
  });
}

/** A pending member of this address, with the e-mail that tells them of the group. */
async function insertPending(sql: Sql, group: Workgroup, actor: OfferActor, input: Extract<MitgliedEingabe, { email: string }>) {
  const rows = await sql.query<{ memberId: number }>(
    'INSERT INTO arbeitsgruppe_mitglieder (gruppe_id, email, vorname, name) VALUES ($1, $2, $3, $4) RETURNING id AS "memberId"',
    [group.id, input.email, input.vorname, input.name],
  );
  await queueMemberInvitation(sql, group, actor, input);
  return rows;
}

/** What the history keeps of a member: the name and whether an account is still missing (no address: the history is read widely). */
const memberDetails = (member: Mitglied) => ({
  mitgliedId: member.id,
  uid: member.uid,
  name: `${member.vorname} ${member.name}`,
  kontoFehlt: member.kontoFehlt,
});

/** Removes a member; answers the remaining members. */
export async function removeWorkgroupMember(db: Db, actor: OfferActor, id: number, memberId: number): Promise<Mitglied[]> {
  return db.tx(async (sql) => {
    const group = await changeableWorkgroup(sql, actor, id);
    const [removed] = await sql.query<{ item: Mitglied }>(
      `DELETE FROM arbeitsgruppe_mitglieder d USING (SELECT m.id, ${MEMBER_JSON} AS item FROM ${MEMBER_FROM} WHERE m.id = $2 AND m.gruppe_id = $1) r
        WHERE d.id = r.id RETURNING r.item`,
      [id, memberId],
    );
    if (!removed) throw notFound('Dieses Mitglied gibt es in der Arbeitsgruppe nicht.');
    await recordWorkgroupStep(sql, id, actor, 'mitglied_entfernt', memberDetails(removed.item));
    await recordActor(sql, actor);
    if (removed.item.uid) await endComingInvitations(sql, group, removed.item.uid);
    return membersOf(sql, id);
  });
}

/** The person leaves the group; 404 if they are no member (a dissolved group keeps its members: 409). */
export async function leaveWorkgroup(db: Db, actor: OfferActor, id: number): Promise<{ id: number; titel: string }> {
  return db.tx(async (sql) => {
    const group = await visibleWorkgroup(sql, actor, id);
    if (!group.mitgliedUids.includes(actor.uid)) throw notFound('Sie sind kein Mitglied dieser Arbeitsgruppe.');
    refuseDissolved(group);
    const [left] = await sql.query<{ memberId: number }>(
      'DELETE FROM arbeitsgruppe_mitglieder WHERE gruppe_id = $1 AND uid = $2 RETURNING id AS "memberId"',
      [id, actor.uid],
    );
    await recordWorkgroupStep(sql, id, actor, 'mitglied_ausgetreten', { mitgliedId: left.memberId, uid: actor.uid });
    await recordActor(sql, actor, { schritt: 'einladung_abgelehnt' });
    await endComingInvitations(sql, group, actor.uid);
    return { id: group.id, titel: group.titel };
  });
}

/** Roles that may search the tenant's persons to add them: the groups' staff roles. */
const PERSON_SEARCH_ROLES: readonly string[] = ['veranstaltungsleiter', 'qualitaetskontrolle', 'verwaltung', 'administrator'];

/** Persons of the whole tenant by name, e-mail or school name, at most 20, with their school: the group's staff add any of them. */
export async function searchPersons(db: Db, actor: OfferActor, q: string): Promise<PersonTreffer[]> {
  if (!PERSON_SEARCH_ROLES.includes(actor.role))
    throw forbidden('Personen für Arbeitsgruppen suchen Veranstaltungsleitung, Qualitätskontrolle und Verwaltung.');
  const page = await findPersons(db, { mandant: actor.mandant, organiser: null, scope: 'alle' }, q, { page: 1, pageSize: 20 });
  return page.items;
}
