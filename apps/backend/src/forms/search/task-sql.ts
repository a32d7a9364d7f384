import { VERWALTUNGSUEBERSICHT_LIMITS, type DateTask, type OfferTask } from '@fobu/api-contract';
import { ATTENDANCE_PENDING_STATES, PUBLISHED_OFFER_STATE } from '@fobu/domain';
import { bookingWindowSql } from '../bookings/booking-window-sql';
import { offerStatesSql } from '../offers/offer-state-sql';
import type { SearchSql } from './search-sql';

/*
 * The work a dashboard list stands for, as conditions on a date `t` (of an offer `g`, its revision
 * `r`): the one predicate of both the dashboard's list and the staff search's `aufgabe` filter, so
 * that a list's „und N weitere“ opens a search with exactly its entries (docs/offers.md).
 */

/**
 * Dates that take place: of a published offer (or one since archived, which only the archive's
 * roles may search), and not cancelled.
 */
export const TAKING_PLACE = `g.status IN (${offerStatesSql([PUBLISHED_OFFER_STATE, 'archiviert'])}) AND t.status <> 'abgesagt'`;

/** The admitted people of date `t` whose attendance nobody has recorded yet (a FROM … WHERE clause). */
export const unrecordedAttendance = (s: SearchSql) =>
  `FROM anmeldungen a WHERE a.termin_id = t.id AND a.status = ANY(${s.param(ATTENDANCE_PENDING_STATES)}::text[])`;

/** The conditions on date `t` of each of the dates' tasks, besides that it takes place (`TAKING_PLACE`). */
export function dateTaskConditions(s: SearchSql, task: DateTask): string[] {
  switch (task) {
    case 'mindestzahl':
      // Too few admitted while people can still book: time to advertise, or to cancel in time.
      return ['t.zugelassen < t.min_plaetze', `${bookingWindowSql('t')} <> 'closed'`];
    case 'anwesenheit':
      // Ended, with admitted people whose attendance nobody has recorded.
      return ['t.ende < now()', `EXISTS (SELECT 1 ${unrecordedAttendance(s)})`];
    case 'warteliste':
      // To come, with a long waiting list: time for more places or another date.
      return ['t.beginn > now()', `t.wartend >= ${s.param(VERWALTUNGSUEBERSICHT_LIMITS.langeWarteliste)}`];
  }
}

/** An offer (`g`) in a step of the review, or whose revision is in it (so the review queue and the dashboards count). */
const inReviewStep = (state: 'zur_pruefung' | 'zurueckgegeben') =>
  `(g.status = '${state}' OR EXISTS (SELECT 1 FROM angebot_ueberarbeitungen r WHERE r.vnr = g.vnr AND r.status = '${state}'))`;

/** The condition on offer `g` of each of the offers' tasks: waiting for review, or sent back. */
export const OFFER_TASK_CONDITION: Record<OfferTask, string> = {
  pruefung: inReviewStep('zur_pruefung'),
  zurueckgegeben: inReviewStep('zurueckgegeben'),
};
