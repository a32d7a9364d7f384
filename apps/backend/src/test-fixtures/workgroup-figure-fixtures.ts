import { KREIS_KEYS } from '@fobu/api-contract';
import { TENANTS, WORKGROUP_RECORD_STATUS, WORKGROUP_STATES } from '@fobu/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Db, Sql } from '@fobu/server-sql';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';

/*
 * TEST ONLY (BACKEND_TEST_FIXTURES=1, registered in test-fixtures.ts): a workgroup with members and
 * meetings, past ones with attendance, written straight into the tables, for the figures' tests
 * (docs/controlling.md, "Workgroups"). The groups' own calls make groups the way users do; this one
 * makes what the figures count, in one step.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const MeetingInput = z.object({
  /** Days from now the meeting begins (negative: held), at 14:00 UTC. */
  inTagen: z.number().int(),
  /** The length of each session, in hours. */
  stunden: z.number().positive().default(2),
  sitzungen: z.number().int().min(1).max(5).default(1),
  kreis: z.enum(KREIS_KEYS).nullable().default('kiel'),
  abgesagt: z.boolean().default(false),
  /** Members who attended (booking `teilgenommen`). */
  teilgenommen: z.array(z.string()).default([]),
  /** Members who were admitted and did not come (booking `nicht_erschienen`). */
  nichtErschienen: z.array(z.string()).default([]),
});

export const WorkgroupFigureInput = z.object({
  mandant: z.enum(TENANTS).default('iqsh'),
  status: z.enum(WORKGROUP_STATES).default('aktiv'),
  faecher: z.array(z.string()).default([]),
  /** Members by uid, with the school they are a member for (without: their own). */
  mitglieder: z.array(z.object({ uid: z.string(), dstnr: z.string().optional() })).default([]),
  treffen: z.array(MeetingInput).default([]),
});
export type WorkgroupFigureInput = z.input<typeof WorkgroupFigureInput>;

/** The group's record: a copy of one of the tenant's offers, with the group's status (docs/workgroups.md). */
async function insertRecord(sql: Sql, mandant: string, vnr: string, titel: string): Promise<void> {
  await sql.query(
    `INSERT INTO angebote SELECT (jsonb_populate_record(NULL::angebote,
            to_jsonb(g) || jsonb_build_object('vnr', $2::text, 'titel', $3::text, 'status', $4::text))).*
       FROM angebote g WHERE g.mandant = $1 ORDER BY g.vnr LIMIT 1`,
    [mandant, vnr, titel, WORKGROUP_RECORD_STATUS],
  );
}

async function insertMeeting(sql: Sql, mandant: string, vnr: string, meeting: z.output<typeof MeetingInput>): Promise<number> {
  const start = new Date(Math.floor(Date.now() / DAY) * DAY + meeting.inTagen * DAY + 14 * HOUR);
  const sessions = Array.from({ length: meeting.sitzungen }, (_, index) => {
    const beginn = new Date(start.getTime() + index * DAY);
    return { beginn: beginn.toISOString(), ende: new Date(beginn.getTime() + meeting.stunden * HOUR).toISOString() };
  });
  const [{ id }] = await sql.query<{ id: number }>(
    `INSERT INTO termine (vnr, mandant, beginn, ende, sitzungen, kreis, ort_name, min_plaetze, max_plaetze, warteliste_plaetze,
                          anmeldebeginn, anmeldeschluss, stornofrist, genehmigung_erforderlich, status, stunden)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 100, 0, $3::timestamptz - interval '30 days', $3, $3, false, $8, $9) RETURNING id`,
    [
      vnr,
      mandant,
      sessions[0].beginn,
      sessions.at(-1)?.ende,
      JSON.stringify(sessions),
      meeting.kreis,
      meeting.kreis && 'Tagungsraum',
      meeting.abgesagt ? 'abgesagt' : 'geplant',
      meeting.stunden * meeting.sitzungen,
    ],
  );
  const bookings = [
    ...meeting.teilgenommen.map((uid) => [uid, 'teilgenommen']),
    ...meeting.nichtErschienen.map((uid) => [uid, 'nicht_erschienen']),
  ];
  for (const [uid, status] of bookings) {
    await sql.query(`INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle) VALUES ($1, $2, $3, $4, 'lehrkraft')`, [
      vnr,
      id,
      uid,
      status,
    ]);
  }
  return id;
}

/** Writes the group, its record, members and meetings; answers the group's id, record number and meetings' ids. */
async function insertWorkgroupForFigures(db: Db, input: z.output<typeof WorkgroupFigureInput>) {
  return db.tx(async (sql) => {
    const [{ n }] = await sql.query<{ n: number }>('SELECT count(*)::int + 1 AS n FROM arbeitsgruppen');
    const vnr = `AG-K${n}-${Date.now() % 100_000}`;
    const titel = `Kennzahlen-Arbeitsgruppe ${n}`;
    await insertRecord(sql, input.mandant, vnr, titel);
    const [{ id }] = await sql.query<{ id: number }>(
      `INSERT INTO arbeitsgruppen (mandant, vnr, titel, beschreibung, faecher, schularten, status)
       VALUES ($1, $2, $3, '', $4, '{}', $5) RETURNING id`,
      [input.mandant, vnr, titel, input.faecher, input.status],
    );
    for (const member of input.mitglieder) {
      await sql.query(
        `INSERT INTO arbeitsgruppe_mitglieder (gruppe_id, uid, dstnr) SELECT $1, u.uid, coalesce($3, u.dstnr) FROM users u WHERE u.uid = $2`,
        [id, member.uid, member.dstnr ?? null],
      );
    }
    const termine: number[] = [];
    for (const meeting of input.treffen) termine.push(await insertMeeting(sql, input.mandant, vnr, meeting));
    return { id, vnr, termine };
  });
}

export function addWorkgroupFigureFixtures(app: Hono, db: Db): void {
  app.post('/test-fixtures/kennzahlen/arbeitsgruppe', async (c) =>
    c.json(await insertWorkgroupForFigures(db, validate(WorkgroupFigureInput, await jsonBody(c))), 201),
  );
}
