import type { OfferState, StateTone } from '@fobu/domain';

/** How an offer state's badge is coloured: what waits on someone, what is live, what is over (the label carries the meaning). */
export const OFFER_STATE_TONES: Readonly<Record<OfferState, StateTone>> = {
  entwurf: 'done',
  zur_pruefung: 'waiting',
  zurueckgegeben: 'waiting',
  veroeffentlicht: 'confirmed',
  abgesagt: 'ended',
  archiviert: 'ended',
};
