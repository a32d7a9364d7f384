import type { DateTask } from '@fobu/api-contract';
import { ATTENDANCE_PENDING_STATES } from '@fobu/domain';
import { bookingWindowSql } from '../bookings/booking-window-sql';
import type { SearchSql } from './search-sql';

/*
 * The work a dashboard list stands for, as conditions on a date `t` (of an offer `g`, its revision
 * `r`): the one predicate of both the dashboard's list and the staff search's `aufgabe` filter, so
 * that a list's „und N weitere“ opens a search with exactly its entries (docs/offers.md).
 */

/** A date that takes place: not cancelled (the offer's state is the search's or the list's scope). */
const NOT_CANCELLED = `t.status <> 'abgesagt'`;

/** The admitted people of date `t` whose attendance nobody has recorded yet (a FROM … WHERE clause). */
export const unrecordedAttendance = (s: SearchSql) =>
  `FROM anmeldungen a WHERE a.termin_id = t.id AND a.status = ANY(${s.param(ATTENDANCE_PENDING_STATES)}::text[])`;

/** The conditions on date `t` of each of the dates' tasks. */
export function dateTaskConditions(s: SearchSql, task: DateTask): string[] {
  switch (task) {
    case 'mindestzahl':
      // Too few admitted while people can still book: time to advertise, or to cancel in time.
      return [NOT_CANCELLED, 't.zugelassen < t.min_plaetze', `${bookingWindowSql('t')} <> 'closed'`];
    case 'anwesenheit':
      // Ended, with admitted people whose attendance nobody has recorded.
      return [NOT_CANCELLED, 't.ende < now()', `EXISTS (SELECT 1 ${unrecordedAttendance(s)})`];
  }
}

/** An offer quality control sent back, or whose revision it sent back (`g` the offer). */
export const SENT_BACK = `(g.status = 'zurueckgegeben' OR EXISTS (SELECT 1 FROM angebot_ueberarbeitungen r WHERE r.vnr = g.vnr AND r.status = 'zurueckgegeben'))`;
