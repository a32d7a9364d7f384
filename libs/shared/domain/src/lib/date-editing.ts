import {
  canEditOffer,
  canSeeOffer,
  OFFER_NOT_VISIBLE,
  offerActionRefusal,
  type OfferActor,
  type OfferFacts,
  type OfferRefusal,
} from './offer-lifecycle';

/*
 * Who may write an offer's dates (docs/offers.md, "Dates"). One rule for the server, which
 * enforces it, and the date editor, which offers only what is allowed.
 */

/**
 * Why `actor` may not add, change or cancel the offer's dates now: the rule of changing the offer
 * (`bearbeiten`), with three differences. Dates are not part of a published offer's revision: they
 * change at once, whatever state a revision is in. Nor does the review hold them: an offer under
 * review gets its dates (quality control judges it with the dates it has when it decides, and reads
 * each step in the history). And the staff side of another tenant's offer does not exist for the
 * asker, published or not (404, as for an unknown number).
 */
export function dateEditRefusal(actor: OfferActor, offer: OfferFacts): OfferRefusal | undefined {
  if (actor.mandant !== offer.mandant || !canSeeOffer(actor, offer)) return { kind: 'not_visible', message: OFFER_NOT_VISIBLE };
  const beyondReview: OfferFacts = { ...offer, status: offer.status === 'zur_pruefung' ? 'entwurf' : offer.status, revision: undefined };
  const refusal = offerActionRefusal('bearbeiten', actor, beyondReview);
  if (!refusal || refusal.kind === 'wrong_state') return refusal;
  return { kind: 'forbidden', message: 'Termine anlegen und ändern darf nur die Veranstaltungsleitung des Angebots oder die Verwaltung.' };
}

/**
 * Why a date may not be deleted. Only a date of an offer not yet published, and only while nobody
 * has booked it: a published date is cancelled instead, so that those who booked are told, and
 * a booking (also a cancelled one) keeps its date as part of the participant's history.
 */
export function dateDeletionRefusal(actor: OfferActor, offer: OfferFacts, bookings: number): OfferRefusal | undefined {
  const refusal = dateEditRefusal(actor, offer);
  if (refusal) return refusal;
  if (offer.status === 'veroeffentlicht')
    return { kind: 'wrong_state', message: 'Termine eines veröffentlichten Angebots werden abgesagt, nicht gelöscht.' };
  if (bookings > 0) return { kind: 'wrong_state', message: 'Ein Termin, zu dem es Anmeldungen gibt, lässt sich nicht löschen.' };
  return undefined;
}

/** Why a date itself can no longer be changed or cancelled: it was cancelled, or it has begun. */
export function dateStateRefusal(termin: { readonly status: string; readonly beginn: string | Date }, now: Date): OfferRefusal | undefined {
  if (termin.status === 'abgesagt') return { kind: 'wrong_state', message: 'Der Termin ist abgesagt und lässt sich nicht mehr ändern.' };
  if (new Date(termin.beginn).getTime() <= now.getTime())
    return { kind: 'wrong_state', message: 'Der Termin hat schon begonnen und lässt sich nicht mehr ändern oder absagen.' };
  return undefined;
}

/**
 * Whose on-demand requests the person answers: every request of their tenant (the
 * administration), those for the offers they lead (an organiser), or none. Derived from
 * `canEditOffer`, so that whoever may change an offer answers its requests.
 */
export function requestInboxScope(actor: OfferActor): 'all' | 'own' | 'none' {
  if (canEditOffer(actor, { mandant: actor.mandant, leitungUid: `nicht-${actor.uid}` })) return 'all';
  return canEditOffer(actor, { mandant: actor.mandant, leitungUid: actor.uid }) ? 'own' : 'none';
}
