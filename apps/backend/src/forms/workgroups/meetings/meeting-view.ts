import type { Treffen } from '@fobu/api-contract';
import type { Sql } from '../../../db/db';

/*
 * A group's meetings as the contract's Treffen (docs/workgroups.md, "Meetings"), built by the
 * database as JSON as the other date views are (termin-json.ts). Helper A's `meeting-json.ts`
 * renders the same shape for the group's own answers; the two are to be unified.
 */

/** Who asks: their uid (for their own answer and booking) and whether they are of the group's staff (the link for them always). */
export interface MeetingAsker {
  readonly uid: string;
  readonly staff: boolean;
}

const MEETING_JSON = `json_build_object(
  'id', t.id, 'beginn', to_json(t.beginn), 'ende', to_json(t.ende), 'sitzungen', t.sitzungen,
  'ort', CASE WHEN t.ort_name IS NOT NULL AND t.kreis IS NOT NULL
              THEN json_build_object('name', t.ort_name, 'adresse', coalesce(t.adresse, ''), 'raum', t.raum, 'kreis', t.kreis) END,
  'onlineLink', CASE WHEN $2 OR e.antwort = 'zugesagt' THEN t.online_link END,
  'stunden', coalesce(t.stunden, 0), 'thema', coalesce(t.thema, ''), 'abgesagt', t.status = 'abgesagt',
  'antworten', (SELECT json_build_object('zugesagt', count(*) FILTER (WHERE x.antwort = 'zugesagt'),
                                         'abgelehnt', count(*) FILTER (WHERE x.antwort = 'abgelehnt'),
                                         'offen', count(*) FILTER (WHERE x.antwort = 'offen'))
                  FROM treffen_einladungen x WHERE x.termin_id = t.id),
  'eigeneAntwort', e.antwort,
  'eigenerStatus', (SELECT a.status FROM anmeldungen a WHERE a.termin_id = t.id AND a.uid = $1 ORDER BY a.id DESC LIMIT 1))`;

/** The meetings `where` (over `termine t`, its parameters from `$3`) selects, by start. */
async function meetingsWhere(sql: Sql, asker: MeetingAsker, where: string, params: unknown[]): Promise<Treffen[]> {
  const [{ items }] = await sql.query<{ items: Treffen[] | string }>(
    `SELECT coalesce(json_agg(${MEETING_JSON} ORDER BY t.beginn, t.id), '[]') AS items
       FROM termine t LEFT JOIN treffen_einladungen e ON e.termin_id = t.id AND e.uid = $1 WHERE ${where}`,
    [asker.uid, asker.staff, ...params],
  );
  return typeof items === 'string' ? JSON.parse(items) : items;
}

/** One meeting. */
export async function meetingView(sql: Sql, id: number, asker: MeetingAsker): Promise<Treffen> {
  const [meeting] = await meetingsWhere(sql, asker, 't.id = $3', [id]);
  return meeting;
}
