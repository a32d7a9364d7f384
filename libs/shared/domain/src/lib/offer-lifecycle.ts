import type { Role } from './roles';
import { roleHasScreen } from './screens';
import { type OfferState, OFFER_STATE_LABELS, type RevisionState, PUBLIC_OFFER_STATES, ARCHIVABLE_STATES } from './offer-states';

/**
 * What can be done to an offer. A published offer is changed in a revision, which goes through
 * the same review while the published content stays in the catalogue.
 */
export const OFFER_ACTIONS = ['bearbeiten', 'einreichen', 'freigeben', 'zurueckgeben', 'absagen', 'archivieren'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** The person acting, in their active role. */
export interface OfferActor {
  readonly uid: string;
  readonly role: Role;
  readonly mandant: string;
}

/** What the rules need to know of an offer (and, for a published one, of its revision under work). */
export interface OfferFacts {
  readonly mandant: string;
  readonly status: OfferState;
  /** The organiser responsible for the offer (Veranstaltungsleitung). */
  readonly leitungUid: string;
  /** Who wrote the content under work, and who changed it last (four eyes). */
  readonly erstelltVon: string;
  readonly geaendertVon: string;
  /** A published offer's revision: its review state, if one is being written or reviewed. */
  readonly revision?: RevisionState;
}

/** Why an action is refused: the server answers 404, 403 or 409 by kind, with the German message. */
export interface OfferRefusal {
  readonly kind: 'not_visible' | 'forbidden' | 'four_eyes' | 'wrong_state';
  readonly message: string;
}

/** What someone hears of an offer they may not see: the same as of a number that does not exist. */
export const OFFER_NOT_VISIBLE = 'Dieses Angebot gibt es nicht oder Sie dürfen es nicht sehen.';

const ADMINISTRATION: readonly Role[] = ['verwaltung', 'administrator'];
/** Who writes new offers: the organisers and the administration (quality control reviews them). */
export const OFFER_WRITER_ROLES: readonly Role[] = ['veranstaltungsleiter', ...ADMINISTRATION];
/** Who reviews offers: approves them or sends them back (the review queue is theirs). */
export const OFFER_REVIEWER_ROLES: readonly Role[] = ['qualitaetskontrolle'];
/** The tenant's offer staff: who writes or reviews offers, and so sees more of them than the public (drafts, states, dates). */
export const OFFER_STAFF_ROLES: readonly Role[] = [...OFFER_WRITER_ROLES, ...OFFER_REVIEWER_ROLES];

/** May this person change the offer's content: its organiser, or the administration of its tenant? */
export function canEditOffer(actor: OfferActor, offer: Pick<OfferFacts, 'mandant' | 'leitungUid'>): boolean {
  if (actor.mandant !== offer.mandant) return false;
  return ADMINISTRATION.includes(actor.role) || (actor.role === 'veranstaltungsleiter' && offer.leitungUid === actor.uid);
}

/**
 * May this person see the offer at all? A published one anyone; a draft only those who may change
 * it; a submitted one every member of the tenant's staff; one sent back also quality control.
 */
export function canSeeOffer(actor: OfferActor | undefined, offer: Pick<OfferFacts, 'mandant' | 'leitungUid' | 'status'>): boolean {
  if (PUBLIC_OFFER_STATES.includes(offer.status)) return true;
  if (!actor || actor.mandant !== offer.mandant || !OFFER_STAFF_ROLES.includes(actor.role)) return false;
  if (canEditOffer(actor, offer) || offer.status === 'zur_pruefung') return true;
  return offer.status === 'zurueckgegeben' && OFFER_REVIEWER_ROLES.includes(actor.role);
}

/**
 * May this person see the work on an offer (its content under work, its history and review
 * notes)? Those who may change it, and the tenant's quality control once it was submitted.
 */
export function canSeeOfferWork(actor: OfferActor, offer: Pick<OfferFacts, 'mandant' | 'leitungUid' | 'status'>): boolean {
  if (canEditOffer(actor, offer)) return true;
  return OFFER_REVIEWER_ROLES.includes(actor.role) && actor.mandant === offer.mandant && offer.status !== 'entwurf';
}

/** The state the content under work is in: the offer's own, or its revision's once it is published. */
function workState(offer: OfferFacts): OfferState | undefined {
  if (offer.status !== 'veroeffentlicht') return offer.status;
  return offer.revision;
}

const wrongState = (message: string): OfferRefusal => ({ kind: 'wrong_state', message });
const forbidden = (message: string): OfferRefusal => ({ kind: 'forbidden', message });

/**
 * Why `actor` may not do `action` to `offer` now, or undefined if they may. One rule for the
 * server, which enforces it, and the screens, which offer only what is allowed.
 */
export function offerActionRefusal(action: OfferAction, actor: OfferActor, offer: OfferFacts): OfferRefusal | undefined {
  if (!canSeeOffer(actor, offer)) return { kind: 'not_visible', message: OFFER_NOT_VISIBLE };
  const work = workState(offer);
  switch (action) {
    case 'bearbeiten':
    case 'einreichen': {
      if (!canEditOffer(actor, offer))
        return forbidden('Ändern und einreichen darf nur die Veranstaltungsleitung des Angebots oder die Verwaltung.');
      if (offer.status === 'abgesagt' || offer.status === 'archiviert')
        return wrongState(`Ein ${OFFER_STATE_LABELS[offer.status].toLowerCase()}es Angebot kann nicht mehr geändert werden.`);
      if (work === 'zur_pruefung')
        return wrongState(
          'Das Angebot wird gerade geprüft. Ändern können Sie es wieder, wenn die Qualitätskontrolle es freigegeben oder zurückgegeben hat.',
        );
      if (action === 'einreichen' && work === undefined)
        return wrongState('Es gibt keine Änderung, die zur Prüfung eingereicht werden könnte.');
      return undefined;
    }
    case 'freigeben':
    case 'zurueckgeben': {
      if (!OFFER_REVIEWER_ROLES.includes(actor.role)) return forbidden('Freigeben und zurückgeben darf nur die Qualitätskontrolle.');
      if (work !== 'zur_pruefung') return wrongState('Das Angebot liegt nicht zur Prüfung vor.');
      if (action === 'freigeben' && (actor.uid === offer.erstelltVon || actor.uid === offer.geaendertVon))
        return {
          kind: 'four_eyes',
          message: 'Ein Angebot, das Sie geschrieben oder zuletzt geändert haben, muss eine andere Person freigeben.',
        };
      return undefined;
    }
    case 'absagen': {
      if (!canEditOffer(actor, offer)) return forbidden('Absagen darf nur die Veranstaltungsleitung des Angebots oder die Verwaltung.');
      if (offer.status !== 'veroeffentlicht') return wrongState('Absagen lässt sich nur ein veröffentlichtes Angebot.');
      return undefined;
    }
    case 'archivieren': {
      if (!ADMINISTRATION.includes(actor.role) || actor.mandant !== offer.mandant)
        return forbidden('Archivieren darf nur die Verwaltung oder die Administration.');
      if (!ARCHIVABLE_STATES.includes(offer.status))
        return wrongState('Archivieren lässt sich nur ein veröffentlichtes oder abgesagtes Angebot.');
      return undefined;
    }
  }
}

/** What this person may do to the offer now (the screens show exactly these). */
export function allowedOfferActions(actor: OfferActor, offer: OfferFacts): OfferAction[] {
  return OFFER_ACTIONS.filter((action) => offerActionRefusal(action, actor, offer) === undefined);
}

/**
 * The state after an action: of the offer, or (for a published offer's revision) of the revision,
 * where `freigeben` means the revision's content becomes the offer's and the revision ends.
 */
export function stateAfter(action: Exclude<OfferAction, 'bearbeiten'>): OfferState {
  const next: Record<Exclude<OfferAction, 'bearbeiten'>, OfferState> = {
    einreichen: 'zur_pruefung',
    freigeben: 'veroeffentlicht',
    zurueckgeben: 'zurueckgegeben',
    absagen: 'abgesagt',
    archivieren: 'archiviert',
  };
  return next[action];
}

/**
 * Why `actor` may not take an archived offer over as a new draft (its content, not its dates or
 * bookings), or undefined if they may: the archive's roles (the archive search's own rule), in
 * the offer's tenant, from an archived offer only.
 */
export function takeOverRefusal(actor: OfferActor, offer: Pick<OfferFacts, 'mandant' | 'status'>): OfferRefusal | undefined {
  if (actor.mandant !== offer.mandant) return { kind: 'not_visible', message: OFFER_NOT_VISIBLE };
  if (!roleHasScreen(actor.role, 'archivsuche')) return forbidden('Ein Angebot aus dem Archiv übernehmen darf nur die Administration.');
  if (offer.status !== 'archiviert') return wrongState('Als neues Angebot übernehmen lässt sich nur ein archiviertes Angebot.');
  return undefined;
}

/**
 * Why `actor` may not copy an offer as a new draft (its content, not its dates or bookings; e.g.
 * next year's run of a live offer), or undefined if they may: whoever writes offers, of an offer
 * of their tenant they may see. An archived offer is taken over from the archive instead.
 */
export function copyRefusal(actor: OfferActor, offer: Pick<OfferFacts, 'mandant' | 'leitungUid' | 'status'>): OfferRefusal | undefined {
  if (actor.mandant !== offer.mandant || !canSeeOffer(actor, offer)) return { kind: 'not_visible', message: OFFER_NOT_VISIBLE };
  if (!OFFER_WRITER_ROLES.includes(actor.role))
    return forbidden('Ein Angebot kopieren darf nur, wer Angebote schreibt: die Veranstaltungsleitung oder die Verwaltung.');
  if (offer.status === 'archiviert') return wrongState('Ein archiviertes Angebot übernimmt die Administration aus dem Archiv.');
  return undefined;
}
