import type { AnmeldungsSchritt } from '@fobu/api-contract';
import { BOOKING_STATE_LABELS, BOOKING_STEP_LABELS, formatDay, isRole, ROLE_LABELS } from '@fobu/domain';

/** Who reads the history: the booking's person (their own steps are „Sie“) or a member of staff. */
export type HistoryReader = 'person' | 'staff';

/** What happened: the step, with the date moved to or the state a booking began in where the step alone does not say it. */
export function stepText(step: AnmeldungsSchritt): string {
  const label = BOOKING_STEP_LABELS[step.schritt];
  if (step.schritt === 'verschoben' && step.termin) return `${label}: Termin am ${formatDay(step.termin.beginn)}`;
  if (step.schritt === 'angemeldet' && step.status !== 'angemeldet') return `${label} – ${BOOKING_STATE_LABELS[step.status]}`;
  if ((step.schritt === 'genehmigt' || step.schritt === 'nachgerueckt') && step.status === 'warteliste')
    return `${label} – ${BOOKING_STATE_LABELS.warteliste}`;
  return label;
}

/** Who did it: „Sie“ (the reader's own step), the person, „Verwaltung: Erika Muster“, or the portal itself. */
export function actorText(step: AnmeldungsSchritt, reader: HistoryReader): string {
  if (step.nachgetragen) return 'Aus dem Stand der Anmeldung übernommen';
  if (!step.akteur) return 'Automatisch durch das Portal';
  if (step.vonPerson) return reader === 'person' ? 'Sie' : 'Die Person selbst';
  const { rolle, vorname, name } = step.akteur;
  const role = rolle && isRole(rolle) ? ROLE_LABELS[rolle] : 'Mitarbeitende';
  return `${role}: ${vorname} ${name}`;
}
