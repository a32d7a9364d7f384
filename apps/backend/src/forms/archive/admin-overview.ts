import { VERWALTUNGSUEBERSICHT_LIMITS, type TerminBelegung, type Verwaltungsuebersicht } from '@fobu/api-contract';
import { ROLE_SCREEN_TITLES, roleHasScreen, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { forbidden } from '../../http/errors';
import { reviewQueuePage } from '../review/review-queue';
import { underMinimum } from '../overview/work-overview-queries';
import { datesThisWeek, longWaitingLists, thisWeek } from './admin-overview-queries';

/**
 * The administrator's dashboard (`GET /api/v1/verwaltungsuebersicht`, screen addashboard): the
 * tenant at a glance, each list built on the paths of the review queue and the work overview
 * (one page of keys, then what the page shows). Only the roles with the screen: the administrator
 * (verwaltung has its work overview, whose lists are the day's work rather than the whole picture).
 */
export async function adminOverview(db: Db, actor: OfferActor): Promise<Verwaltungsuebersicht> {
  if (!roleHasScreen(actor.role, 'addashboard'))
    throw forbidden(`Die ${ROLE_SCREEN_TITLES.addashboard} gehört der Administration; die Verwaltung hat ihre Arbeitsübersicht.`);
  const limit = VERWALTUNGSUEBERSICHT_LIMITS.liste;
  const week = await thisWeek(db);
  const queue = await reviewQueuePage(db, actor, { page: 1, pageSize: limit });
  return {
    zurPruefung: { anzahl: queue.total, items: queue.items },
    woche: { von: new Date(week.von).toISOString(), bis: new Date(week.bis).toISOString() },
    dieseWoche: await datesThisWeek<TerminBelegung>(db, actor, limit),
    unterMindestzahl: await underMinimum<TerminBelegung>(db, actor, 'all', limit),
    langeWartelisten: await longWaitingLists<TerminBelegung>(db, actor, limit),
  };
}
