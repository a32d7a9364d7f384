import type { OfferActor } from '@fobu/domain';
import type { Sql } from '../../../db/db';

/*
 * One step of a group's history (`arbeitsgruppe_historie`) from the meetings' side. Helper A writes
 * the other steps of the group; the coordinator may put both behind one function.
 */

/** The meetings' steps, as the contract's history lists them. */
type MeetingStep = 'treffen_geplant' | 'treffen_geaendert' | 'treffen_abgesagt' | 'nachricht_gesendet';

export async function recordMeetingStep(
  sql: Sql,
  groupId: number,
  actor: OfferActor,
  aktion: MeetingStep,
  details: Record<string, unknown>,
) {
  await sql.query('INSERT INTO arbeitsgruppe_historie (gruppe_id, uid, rolle, aktion, details) VALUES ($1, $2, $3, $4, $5)', [
    groupId,
    actor.uid,
    actor.role,
    aktion,
    JSON.stringify(details),
  ]);
}
