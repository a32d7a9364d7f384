import { KREISE, type TerminSearchItem } from '@fobu/api-contract';
import { bookingWindowOf, formatShortDay, isRole, ROLE_LABELS } from '@fobu/domain';

// The formats' names are the contract's, which the back end's exports use too.
export { FORMAT_LABELS } from '@fobu/api-contract';

/** An offer's target groups as readers know them: the roles' German names. */
export const targetGroupsText = (zielgruppen: readonly string[]) =>
  zielgruppen.map((group) => (isRole(group) ? ROLE_LABELS[group] : group)).join(', ');

/** What an offer's page loads, as the object of a sentence (see `LoadStates`): while its view and while its data load. */
export const OFFER_WHAT = 'die Veranstaltung';

export const kreisName = (key: string) => KREISE.find((kreis) => kreis.key === key)?.name ?? key;

/** Where a date takes place: its venue and district, or "Online". */
export const placeOf = (termin: Pick<TerminSearchItem, 'ort'>) =>
  termin.ort ? `${termin.ort.name}, ${kreisName(termin.ort.kreis)}` : 'Online';

/**
 * Seats as people ask about them: how many are left, or whether only the waiting list is open; and
 * first of all whether one can book at all, so that a closed date never invites a click with seats
 * in green.
 */
export function seatsOf(
  termin: Pick<TerminSearchItem, 'freiePlaetze' | 'warteliste' | 'wartelistePlaetze' | 'status' | 'anmeldebeginn' | 'anmeldeschluss'>,
  now: Date = new Date(),
): {
  text: string;
  tone: 'free' | 'waiting' | 'full';
} {
  if (termin.status === 'abgesagt') return { text: 'Abgesagt', tone: 'full' };
  const window = bookingWindowOf(termin, now);
  if (window === 'closed') return { text: 'Anmeldung geschlossen', tone: 'full' };
  if (window === 'not_yet') return { text: `Anmeldung ab ${formatShortDay(termin.anmeldebeginn)}`, tone: 'waiting' };
  if (termin.freiePlaetze > 0)
    return { text: termin.freiePlaetze === 1 ? 'Noch 1 Platz frei' : `Noch ${termin.freiePlaetze} Plätze frei`, tone: 'free' };
  if (termin.warteliste < termin.wartelistePlaetze) return { text: 'Ausgebucht – Warteliste offen', tone: 'waiting' };
  return { text: 'Ausgebucht', tone: 'full' };
}
