import type { Treffen } from '@fobu/api-contract';
import type { Sql } from '@fobu/server-sql';
import { meetingJson } from '../meeting-json';

/** Who asks: their uid (for their own answer and booking) and whether they are of the group's staff (the link for them always). */
export interface MeetingAsker {
  readonly uid: string;
  readonly staff: boolean;
}

/** One meeting as the contract's Treffen (docs/workgroups.md, "Meetings"), as the group's page shows it. */
export async function meetingView(sql: Sql, id: number, asker: MeetingAsker): Promise<Treffen> {
  const [{ item }] = await sql.query<{ item: Treffen | string }>(
    `SELECT ${meetingJson('$1', '$2::boolean')} AS item FROM termine t WHERE t.id = $3`,
    [asker.uid, asker.staff, id],
  );
  return typeof item === 'string' ? JSON.parse(item) : item;
}
