import type { Arbeitsuebersicht } from './arbeitsuebersicht';
import type { DateTask, OfferTask } from './search-sorts';

/*
 * The names of the staff's lists of work, for the dashboards, the searches that show a list whole
 * (`aufgabe`) and the daily summary e-mail: one name for a list wherever it appears. Apart from
 * search-sorts.ts, which the first visit's route params read (docs/performance.md).
 */

/** The dashboard lists a staff search can show whole (`aufgabe`). */
export const STAFF_TASK_LABELS: Readonly<Record<OfferTask | DateTask, string>> = {
  pruefung: 'Warten auf Prüfung',
  zurueckgegeben: 'Zurückgegeben',
  mindestzahl: 'Unter der Mindestzahl',
  anwesenheit: 'Anwesenheit noch nicht erfasst',
  warteliste: 'Lange Wartelisten',
};

/** The work overview's lists of things to do, by their field in `GET /api/v1/arbeitsuebersicht`. */
export const WORK_TO_DO_LABELS = {
  zurueckgegeben: STAFF_TASK_LABELS.zurueckgegeben,
  offeneAbrufanfragen: 'Offene Abrufanfragen',
  unterMindestzahl: STAFF_TASK_LABELS.mindestzahl,
  anwesenheitOffen: STAFF_TASK_LABELS.anwesenheit,
} as const satisfies Partial<Record<keyof Arbeitsuebersicht, string>>;
