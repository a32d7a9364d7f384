import { WORKGROUP_RECORD_STATUS, WORKGROUP_RECORD_VTYP, type WorkgroupState } from '@fobu/domain';
import type { RunningBackend } from '../server';

/*
 * A workgroup written straight into the database, for the meetings' specs: helper A's group
 * steps are built at the same time. Its record is a copy of one of the tenant's offers with the
 * group's status, as docs/workgroups.md describes it.
 */
export async function insertWorkgroup(
  backend: RunningBackend,
  group: { titel: string; leitung: string[]; mitglieder: string[]; status?: WorkgroupState; mandant?: string },
): Promise<{ id: number; vnr: string }> {
  const mandant = group.mandant ?? 'iqsh';
  const vnr = `AG-${mandant}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await backend.db.query(
    `INSERT INTO angebote
     SELECT (json_populate_record(NULL::angebote, (to_json(g)::jsonb || jsonb_build_object(
       'vnr', $1::text, 'status', $2::text, 'vtyp', $3::text, 'titel', $4::text, 'leitung_uid', $5::text,
       'naechster_termin', NULL, 'letzter_termin', NULL))::json)).*
       FROM angebote g WHERE g.mandant = $6 ORDER BY g.vnr LIMIT 1`,
    [vnr, WORKGROUP_RECORD_STATUS, WORKGROUP_RECORD_VTYP, group.titel, group.leitung[0], mandant],
  );
  const [{ id }] = await backend.db.query<{ id: number }>(
    `INSERT INTO arbeitsgruppen (mandant, vnr, titel, beschreibung, faecher, schularten, status)
     VALUES ($1, $2, $3, '', '{}', '{}', $4) RETURNING id`,
    [mandant, vnr, group.titel, group.status ?? 'aktiv'],
  );
  for (const uid of group.leitung) await backend.db.query('INSERT INTO arbeitsgruppe_leitung (gruppe_id, uid) VALUES ($1, $2)', [id, uid]);
  for (const uid of group.mitglieder)
    await backend.db.query('INSERT INTO arbeitsgruppe_mitglieder (gruppe_id, uid) VALUES ($1, $2)', [id, uid]);
  return { id, vnr };
}
