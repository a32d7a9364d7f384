import type { Arbeitsgruppe, ArbeitsgruppeEingabeSchema } from '@fobu/api-contract';
import { canCreateWorkgroup, WORKGROUP_RECORD_STATUS, WORKGROUP_RECORD_VTYP, type OfferActor, type WorkgroupState } from '@fobu/domain';
import type { z } from 'zod/mini';
import type { Db, Sql } from '@fobu/server-sql';
import { nextKey } from '../../db/keys';
import { forbidden, HttpError } from '../../http/errors';
import { changeableWorkgroup } from './workgroup-access';
import { visibleWorkgroup, type Workgroup } from './workgroup-facts';
import { recordWorkgroupStep } from './workgroup-history';
import { workgroupView } from './workgroup-view';

/*
 * Creating a group and changing its details, leads and state (docs/workgroups.md). Each writes the
 * group's history; the record row that carries the meetings follows the title and description.
 */

export type GroupInput = z.output<typeof ArbeitsgruppeEingabeSchema>;

/** The states a group may move to from each: aktiv and ruhend back and forth; aufgeloest is the end. */
const NEXT_STATES: Readonly<Record<WorkgroupState, readonly WorkgroupState[]>> = {
  aktiv: ['ruhend', 'aufgeloest'],
  ruhend: ['aktiv', 'aufgeloest'],
  aufgeloest: [],
};

const unprocessable = (code: string, message: string) => new HttpError(422, code, message);

/** The leads, each an organiser of the tenant; 422 naming the problem otherwise. An organiser who creates a group leads it. */
async function checkLeads(sql: Sql, actor: OfferActor, leads: readonly string[], creating: boolean): Promise<string[]> {
  const unique = [...new Set(creating && actor.role === 'veranstaltungsleiter' ? [actor.uid, ...leads] : leads)];
  const rows = await sql.query<{ uid: string }>(
    `SELECT u.uid FROM users u WHERE u.uid = ANY($1) AND $2 = ANY(u.mandanten)
        AND EXISTS (SELECT 1 FROM user_roles r WHERE r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1 AND r.role = 'veranstaltungsleiter')`,
    [unique, actor.mandant],
  );
  if (rows.length !== unique.length)
    throw unprocessable('leitung_ungueltig', 'Die Leitung einer Arbeitsgruppe sind Veranstaltungsleiterinnen und -leiter Ihres Mandanten.');
  return unique;
}

async function writeLeads(sql: Sql, groupId: number, leads: readonly string[]): Promise<void> {
  await sql.query('DELETE FROM arbeitsgruppe_leitung WHERE gruppe_id = $1', [groupId]);
  await sql.query('INSERT INTO arbeitsgruppe_leitung (gruppe_id, uid) SELECT $1, unnest($2::text[])', [groupId, leads]);
}

/** The offer row that carries the group's meetings: no offer state, so no list or search of offers or dates shows it. */
async function insertRecord(sql: Sql, actor: OfferActor, input: GroupInput, leitungUid: string): Promise<string> {
  const vnr = await nextKey(sql, 'angebote', 'vnr', actor.mandant === 'iqsh' ? 'IQ7' : 'SB7');
  await sql.query(
    `INSERT INTO angebote (vnr, mandant, vtyp, titel, beschreibung, ziele, hinweise, zielgruppen, schularten, faecher, kennzeichen,
       format, umfang_stunden, gebuehr, leitung_uid, referenten, kontakt, anhaenge, status, suchtext, erstellt_von, geaendert_von, geaendert_am)
     VALUES ($1, $2, $3, $4, $5, '', '', '{}', $6, $7, '{}', 'praesenz', 0, 0, $8, '{}', '', '[]', $9, '', $10, $10, now())`,
    [
      vnr,
      actor.mandant,
      WORKGROUP_RECORD_VTYP,
      input.titel,
      input.beschreibung,
      input.schularten,
      input.faecher,
      leitungUid,
      WORKGROUP_RECORD_STATUS,
      actor.uid,
    ],
  );
  return vnr;
}

/** Writes a group of the person's tenant with its record row and leads (checked before); answers its id. The seed writes its groups so too. */
export async function insertWorkgroup(sql: Sql, actor: OfferActor, input: GroupInput, leads: readonly string[]): Promise<number> {
  const vnr = await insertRecord(sql, actor, input, leads[0]);
  const [{ id }] = await sql.query<{ id: number }>(
    `INSERT INTO arbeitsgruppen (mandant, vnr, titel, beschreibung, faecher, schularten, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [actor.mandant, vnr, input.titel, input.beschreibung, input.faecher, input.schularten, input.status],
  );
  await writeLeads(sql, id, leads);
  return id;
}

/** A new group of the person's tenant, with its record row, leads and first history step. */
export async function createWorkgroup(db: Db, actor: OfferActor, input: GroupInput): Promise<Arbeitsgruppe> {
  if (!canCreateWorkgroup(actor.role)) throw forbidden('Arbeitsgruppen legen Veranstaltungsleitung und Verwaltung an.');
  if (input.status === 'aufgeloest') throw unprocessable('status_ungueltig', 'Eine neue Arbeitsgruppe kann nicht aufgelöst sein.');
  return db.tx(async (sql) => {
    const leads = await checkLeads(sql, actor, input.leitung, true);
    const id = await insertWorkgroup(sql, actor, input, leads);
    await recordWorkgroupStep(sql, id, actor, 'gruppe_angelegt', { titel: input.titel, status: input.status, leitung: leads });
    return workgroupView(sql, actor, await visibleWorkgroup(sql, actor, id));
  });
}

interface StoredDetails {
  titel: string;
  beschreibung: string;
  faecher: string[];
  schularten: string[];
}

/** The fields that differ, each with its value before and after (the history's details). */
function detailChanges(before: StoredDetails & { leitung: readonly string[] }, input: GroupInput) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const fields = ['titel', 'beschreibung', 'faecher', 'schularten', 'leitung'] as const;
  const sorted = (value: unknown) => (Array.isArray(value) ? [...value].sort() : value);
  return fields
    .filter((field) => !same(sorted(before[field]), sorted(input[field])))
    .map((field) => ({ feld: field, vorher: before[field], nachher: input[field] }));
}

/** Changes the group's details, leads and state; 409 for a dissolved group, 422 for a state it cannot move to. */
export async function changeWorkgroup(db: Db, actor: OfferActor, id: number, input: GroupInput): Promise<Arbeitsgruppe> {
  return db.tx(async (sql) => {
    const group = await changeableWorkgroup(sql, actor, id);
    if (input.status !== group.status && !NEXT_STATES[group.status].includes(input.status))
      throw unprocessable('status_ungueltig', 'In diesen Zustand kann die Arbeitsgruppe nicht wechseln.');
    const [stored] = await sql.query<StoredDetails>('SELECT titel, beschreibung, faecher, schularten FROM arbeitsgruppen WHERE id = $1', [
      id,
    ]);
    const leads = await checkLeads(sql, actor, input.leitung, false);
    const changes = detailChanges({ ...stored, leitung: group.leitungUids }, { ...input, leitung: leads });
    if (changes.length > 0) await writeDetails(sql, group, input, leads);
    if (changes.length > 0) await recordWorkgroupStep(sql, id, actor, 'gruppe_geaendert', { aenderungen: changes });
    if (input.status !== group.status) {
      await sql.query('UPDATE arbeitsgruppen SET status = $2, geaendert_am = now() WHERE id = $1', [id, input.status]);
      await recordWorkgroupStep(sql, id, actor, 'status_geaendert', { vorher: group.status, nachher: input.status });
    }
    return workgroupView(sql, actor, await visibleWorkgroup(sql, actor, id));
  });
}

/** Writes the details and leads, and mirrors title, description, subjects, school types and first lead to the record row. */
async function writeDetails(sql: Sql, group: Workgroup, input: GroupInput, leads: readonly string[]): Promise<void> {
  await sql.query(
    'UPDATE arbeitsgruppen SET titel = $2, beschreibung = $3, faecher = $4, schularten = $5, geaendert_am = now() WHERE id = $1',
    [group.id, input.titel, input.beschreibung, input.faecher, input.schularten],
  );
  await sql.query(
    'UPDATE angebote SET titel = $2, beschreibung = $3, faecher = $4, schularten = $5, leitung_uid = $6, geaendert_am = now() WHERE vnr = $1',
    [group.vnr, input.titel, input.beschreibung, input.faecher, input.schularten, leads[0]],
  );
  await writeLeads(sql, group.id, leads);
}
