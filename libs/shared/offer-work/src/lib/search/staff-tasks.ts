import type { StaffTask } from '@fobu/routing';

/** The dashboard lists a staff search can show whole (`aufgabe`): one name for the list and the search's filter. */
export const STAFF_TASK_LABELS: Record<StaffTask, string> = {
  pruefung: 'Warten auf Prüfung',
  zurueckgegeben: 'Zurückgegeben',
  mindestzahl: 'Unter der Mindestzahl',
  anwesenheit: 'Anwesenheit noch nicht erfasst',
  warteliste: 'Lange Wartelisten',
};
