import { TENANTS, WORKGROUP_STATES } from '@fobu/domain';
import { z } from 'zod';
import type { Sql } from '@fobu/server-sql';
import { insertWorkgroup } from '../forms/workgroups/workgroup-steps';
import { recordWorkgroupStep } from '../forms/workgroups/workgroup-history';

export const WorkgroupInput = z.object({
  mandant: z.enum(TENANTS).default('iqsh'),
  /** The title begins so; the group's number follows, which keeps it unique. */
  titel: z.string().default('Testarbeitsgruppe'),
  beschreibung: z.string().default('Eine Arbeitsgruppe der Tests.'),
  /** uids of organisers; default the tenant's demo organiser. */
  leitung: z.array(z.string()).min(1).optional(),
  /** uids of members with an account. */
  mitglieder: z.array(z.string()).default([]),
  status: z.enum(WORKGROUP_STATES).default('aktiv'),
});

/** A group with its leads and members, written as the API writes one (its record row, its first history step); answers its id and title. */
export async function createWorkgroup(
  sql: Sql,
  input: z.output<typeof WorkgroupInput>,
): Promise<{ id: number; titel: string; vnr: string }> {
  const leads =
    input.leitung ??
    (await sql.query<{ uid: string }>('SELECT uid FROM users WHERE username = $1', [`veranstaltungsleiter.${input.mandant}`])).map(
      (row) => row.uid,
    );
  const actor = { uid: leads[0], role: 'veranstaltungsleiter' as const, mandant: input.mandant };
  const details = {
    titel: input.titel,
    beschreibung: input.beschreibung,
    faecher: [],
    schularten: [],
    leitung: leads,
    status: input.status,
  };
  const id = await insertWorkgroup(sql, actor, details, leads);
  const titel = `${input.titel} ${id}`;
  const [{ vnr }] = await sql.query<{ vnr: string }>('UPDATE arbeitsgruppen SET titel = $2 WHERE id = $1 RETURNING vnr', [id, titel]);
  await sql.query('UPDATE angebote SET titel = $2 WHERE vnr = $1', [vnr, titel]);
  await sql.query(
    `INSERT INTO arbeitsgruppe_mitglieder (gruppe_id, uid, dstnr) SELECT $1, u.uid, u.dstnr FROM users u WHERE u.uid = ANY($2::text[])`,
    [id, input.mitglieder],
  );
  await recordWorkgroupStep(sql, id, actor, 'gruppe_angelegt', { titel, status: input.status, leitung: leads });
  return { id, titel, vnr };
}

/**
 * Moves a group's meeting so that it began twenty minutes ago, its sessions as long as before: a
 * meeting is planned in the future, and its attendance is recorded once it has begun.
 */
export async function beginMeeting(sql: Sql, terminId: number): Promise<void> {
  const moved = await sql.query(
    `UPDATE termine t SET beginn = t.beginn - m.shift, ende = t.ende - m.shift,
            sitzungen = (SELECT jsonb_agg(jsonb_build_object('beginn', to_jsonb((s->>'beginn')::timestamptz - m.shift),
                                                             'ende', to_jsonb((s->>'ende')::timestamptz - m.shift)))
                           FROM jsonb_array_elements(t.sitzungen::jsonb) s)
       FROM (SELECT id, beginn - (now() - interval '20 minutes') AS shift FROM termine WHERE id = $1) m
      WHERE t.id = m.id AND t.vnr IN (SELECT vnr FROM arbeitsgruppen) RETURNING t.id`,
    [terminId],
  );
  if (moved.length === 0) throw new Error(`Kein Treffen ${terminId}.`);
}
