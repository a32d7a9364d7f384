import type { TerminVerwaltung } from '@fobu/api-contract';

/** A date's state as the staff tables name it. */
export const DATE_STATE_LABELS: Readonly<Record<TerminVerwaltung['status'], string>> = {
  geplant: 'geplant',
  buchbar: 'buchbar',
  ausgebucht: 'ausgebucht',
  abgesagt: 'abgesagt',
  durchgefuehrt: 'durchgeführt',
};
