import type { OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { dates, scopedDates } from '../overview/work-overview-queries';
import { dateTaskConditions } from '../search/task-sql';

/** Monday 0:00 of this week in Kiel's time, and the Monday after, as SQL. */
const WEEK_START = `(date_trunc('week', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin')`;

/** This week: from Monday 0:00 in Kiel's time to the Monday after. */
export async function thisWeek(db: Db): Promise<{ von: Date; bis: Date }> {
  const [week] = await db.query<{ von: Date; bis: Date }>(`SELECT ${WEEK_START} AS von, ${WEEK_START} + interval '7 days' AS bis`);
  return week;
}

/** The tenant's dates that begin this week, the first first. */
export const datesThisWeek = <T>(db: Db, actor: OfferActor, limit: number) =>
  dates<T>(
    db,
    scopedDates(actor, 'all', `t.beginn >= ${WEEK_START}`, `t.beginn < ${WEEK_START} + interval '7 days'`),
    't.beginn, t.id',
    limit,
  );

/** The tenant's dates to come with a long waiting list, the longest first. */
export function longWaitingLists<T>(db: Db, actor: OfferActor, limit: number) {
  const waiting = scopedDates(actor, 'all');
  waiting.where.push(...dateTaskConditions(waiting, 'warteliste'));
  return dates<T>(db, waiting, 't.wartend DESC, t.beginn, t.id', limit);
}
