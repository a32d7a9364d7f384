import { canSeeWorkgroup, type OfferActor, type WorkgroupFacts, type WorkgroupState } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { notFound } from '../../http/errors';

/** A group as the rules read it, with what every statement about it needs: its number, carrying offer row and title. */
export interface Workgroup extends WorkgroupFacts {
  readonly id: number;
  /** The offer row that carries the group's meetings (docs/workgroups.md, "Why the meetings are dates of an offer row"). */
  readonly vnr: string;
  readonly titel: string;
}

interface WorkgroupRow {
  id: number;
  vnr: string;
  titel: string;
  mandant: string;
  status: WorkgroupState;
  leitung_uids: string[];
  mitglied_uids: string[];
}

const WORKGROUP_SQL = `
  SELECT w.id, w.vnr, w.titel, w.mandant, w.status,
         array(SELECT l.uid FROM arbeitsgruppe_leitung l WHERE l.gruppe_id = w.id ORDER BY l.uid) AS leitung_uids,
         array(SELECT m.uid FROM arbeitsgruppe_mitglieder m WHERE m.gruppe_id = w.id AND m.uid IS NOT NULL ORDER BY m.uid) AS mitglied_uids
    FROM arbeitsgruppen w`;

const workgroupOf = (row: WorkgroupRow): Workgroup => ({
  id: row.id,
  vnr: row.vnr,
  titel: row.titel,
  mandant: row.mandant,
  status: row.status,
  leitungUids: row.leitung_uids,
  mitgliedUids: row.mitglied_uids,
});

/** The group of this number; undefined if there is none. */
export async function workgroupById(db: Db | Sql, id: number): Promise<Workgroup | undefined> {
  const [row] = await db.query<WorkgroupRow>(`${WORKGROUP_SQL} WHERE w.id = $1`, [id]);
  return row && workgroupOf(row);
}

/** The group whose meetings an offer row carries; undefined for every other offer (the participant and date calls ask it of a date's offer). */
export async function workgroupOfRecord(db: Db | Sql, vnr: string): Promise<Workgroup | undefined> {
  const [row] = await db.query<WorkgroupRow>(`${WORKGROUP_SQL} WHERE w.vnr = $1`, [vnr]);
  return row && workgroupOf(row);
}

/** The same answer for a group that does not exist and one the person may not see: a guessed number tells nothing. */
const NO_SUCH_WORKGROUP = 'Diese Arbeitsgruppe gibt es nicht.';

/** The group, if this person may see it (its members and its tenant's staff); 404 otherwise. */
export async function visibleWorkgroup(db: Db | Sql, actor: OfferActor, id: number): Promise<Workgroup> {
  const group = await workgroupById(db, id);
  if (!group || !canSeeWorkgroup(actor, group)) throw notFound(NO_SUCH_WORKGROUP);
  return group;
}
