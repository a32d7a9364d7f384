import { VERWALTUNGSUEBERSICHT_LIMITS, type TerminBelegung, type Verwaltungsuebersicht } from '@fobu/api-contract';
import { ROLE_SCREEN_TITLES, roleHasScreen } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db } from '../../db/db';
import { forbidden } from '../../http/errors';
import { actorOf } from '../offers/request-actor';
import { reviewQueuePage } from '../review/review-queue';
import { dates, scopedDates, underMinimum } from '../overview/work-overview';

/** Monday 0:00 of this week in Kiel's time, and the Monday after, as SQL. */
const WEEK_START = `(date_trunc('week', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin')`;

/**
 * The administrator's dashboard (`GET /api/v1/verwaltungsuebersicht`, screen addashboard): the
 * tenant at a glance, each list built on the paths of the review queue and the work overview
 * (one page of keys, then what the page shows). Only the roles with the screen: the administrator
 * (verwaltung has its work overview, whose lists are the day's work rather than the whole picture).
 */
export function addAdminOverview(app: Hono, db: Db): void {
  app.get('/api/v1/verwaltungsuebersicht', async (c) => {
    const actor = actorOf(c);
    if (!roleHasScreen(actor.role, 'addashboard'))
      throw forbidden(`Die ${ROLE_SCREEN_TITLES.addashboard} gehört der Administration; die Verwaltung hat ihre Arbeitsübersicht.`);
    const limit = VERWALTUNGSUEBERSICHT_LIMITS.liste;
    const [week] = await db.query<{ von: Date; bis: Date }>(`SELECT ${WEEK_START} AS von, ${WEEK_START} + interval '7 days' AS bis`);
    const thisWeek = scopedDates(actor, 'all', `t.beginn >= ${WEEK_START}`, `t.beginn < ${WEEK_START} + interval '7 days'`);
    const waiting = scopedDates(actor, 'all', 't.beginn > now()');
    waiting.add('t.wartend >= ?', VERWALTUNGSUEBERSICHT_LIMITS.langeWarteliste);
    const queue = await reviewQueuePage(db, actor, { page: 1, pageSize: limit });
    const overview: Verwaltungsuebersicht = {
      zurPruefung: { anzahl: queue.total, items: queue.items },
      woche: { von: new Date(week.von).toISOString(), bis: new Date(week.bis).toISOString() },
      dieseWoche: await dates<TerminBelegung>(db, thisWeek, 't.beginn, t.id', limit),
      unterMindestzahl: await underMinimum<TerminBelegung>(db, actor, 'all', limit),
      langeWartelisten: await dates<TerminBelegung>(db, waiting, 't.wartend DESC, t.beginn, t.id', limit),
    };
    return c.json(overview);
  });
}
