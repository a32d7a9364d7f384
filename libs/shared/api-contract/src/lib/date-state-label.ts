import type { OfferState } from '@fobu/domain';
import { TERMIN_STATUS_LABELS, type TerminStatus } from './reference-data';

/*
 * Apart from the reference data, which the first visit's route params read (docs/performance.md):
 * this is the staff's.
 */

/** What a date of an offer not yet published is, whatever its own state: nobody can book it before the offer is published. */
const UNPUBLISHED_OFFER_DATE_LABELS: Readonly<Partial<Record<OfferState, string>>> = {
  entwurf: 'Angebot im Entwurf',
  zur_pruefung: 'Angebot in Prüfung',
  zurueckgegeben: 'Angebot zurückgegeben',
};

/**
 * A date's state as the staff's tables and exports name it beside its offer's state: a date is
 * stored `buchbar` from the start (its booking window and its offer's state say when it can be
 * booked), so a date of an offer still in review says so instead of „buchbar“.
 */
export function dateStateLabel(status: TerminStatus, angebotStatus: OfferState): string {
  const unpublished = status === 'abgesagt' || status === 'durchgefuehrt' ? undefined : UNPUBLISHED_OFFER_DATE_LABELS[angebotStatus];
  return unpublished ?? TERMIN_STATUS_LABELS[status];
}
