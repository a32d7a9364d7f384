import type { ArbeitsgruppeHistorieEintrag } from '@fobu/api-contract';
import type { OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';

/** The steps a group's history names (the contract's `aktion`). */
export type WorkgroupStep =
  | 'gruppe_angelegt'
  | 'gruppe_geaendert'
  | 'status_geaendert'
  | 'mitglied_hinzugefuegt'
  | 'mitglied_entfernt'
  | 'mitglied_ausgetreten'
  | 'treffen_geplant'
  | 'treffen_geaendert'
  | 'treffen_abgesagt'
  | 'nachricht_gesendet'
  | 'anwesenheit_erfasst';

/** Writes a step of the group's history: who, in which role, what, with its details. */
export async function recordWorkgroupStep(
  sql: Sql,
  groupId: number,
  actor: OfferActor,
  aktion: WorkgroupStep,
  details: Record<string, unknown> = {},
): Promise<void> {
  await sql.query(`INSERT INTO arbeitsgruppe_historie (gruppe_id, uid, rolle, aktion, details) VALUES ($1, $2, $3, $4, $5)`, [
    groupId,
    actor.uid,
    actor.role,
    aktion,
    JSON.stringify(details),
  ]);
}

/** The group's history, oldest step first. */
export async function loadWorkgroupHistory(db: Db, groupId: number): Promise<ArbeitsgruppeHistorieEintrag[]> {
  return db.query<ArbeitsgruppeHistorieEintrag>(
    `SELECT h.id, to_json(h.am) #>> '{}' AS am, json_build_object('uid', u.uid, 'name', u.vorname || ' ' || u.name) AS person,
            h.rolle, h.aktion, h.details
       FROM arbeitsgruppe_historie h JOIN users u ON u.uid = h.uid
      WHERE h.gruppe_id = $1 ORDER BY h.id`,
    [groupId],
  );
}
