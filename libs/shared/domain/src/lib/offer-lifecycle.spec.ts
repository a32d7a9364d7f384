import {
  allowedOfferActions,
  canSeeOffer,
  copyRefusal,
  takeOverRefusal,
  canSeeOfferWork,
  offerActionRefusal,
  stateAfter,
  type OfferActor,
  type OfferFacts,
} from './offer-lifecycle';
import { ARCHIVABLE_STATES, CURRENT_OFFER_STATES, offerBookingsChangeable, type OfferState } from './offer-states';

const organiser: OfferActor = { uid: 'vl-1', role: 'veranstaltungsleiter', mandant: 'iqsh' };
const otherOrganiser: OfferActor = { uid: 'vl-2', role: 'veranstaltungsleiter', mandant: 'iqsh' };
const reviewer: OfferActor = { uid: 'qk-1', role: 'qualitaetskontrolle', mandant: 'iqsh' };
const administration: OfferActor = { uid: 'vw-1', role: 'verwaltung', mandant: 'iqsh' };
const otherTenant: OfferActor = { uid: 'vw-9', role: 'verwaltung', mandant: 'shibb' };
const teacher: OfferActor = { uid: 'lk-1', role: 'lehrkraft', mandant: 'iqsh' };

const offer = (status: OfferState, more: Partial<OfferFacts> = {}): OfferFacts => ({
  mandant: 'iqsh',
  status,
  leitungUid: 'vl-1',
  erstelltVon: 'vl-1',
  geaendertVon: 'vl-1',
  ...more,
});

describe('who does what to an offer (four eyes, by role and state)', () => {
  it('lets the organiser write and submit their own draft, and quality control then approve or send it back', () => {
    expect(allowedOfferActions(organiser, offer('entwurf'))).toEqual(['bearbeiten', 'einreichen']);
    expect(allowedOfferActions(reviewer, offer('zur_pruefung'))).toEqual(['freigeben', 'zurueckgeben']);
    expect(allowedOfferActions(organiser, offer('zurueckgegeben'))).toEqual(['bearbeiten', 'einreichen']);
    expect(allowedOfferActions(organiser, offer('veroeffentlicht'))).toEqual(['bearbeiten', 'absagen']);
    expect(allowedOfferActions(administration, offer('veroeffentlicht'))).toEqual(['bearbeiten', 'absagen', 'archivieren']);
    expect(allowedOfferActions(administration, offer('abgesagt'))).toEqual(['archivieren']);
    expect(allowedOfferActions(organiser, offer('archiviert'))).toEqual([]);
  });

  it('refuses an approval by whoever wrote or last changed the content, even in the reviewer role', () => {
    const wroteIt = offer('zur_pruefung', { erstelltVon: 'qk-1' });
    const changedIt = offer('zur_pruefung', { geaendertVon: 'qk-1' });
    expect(offerActionRefusal('freigeben', reviewer, wroteIt)?.kind).toBe('four_eyes');
    expect(offerActionRefusal('freigeben', reviewer, changedIt)?.message).toContain('eine andere Person');
    // Sending back is no release: the reviewer may do that.
    expect(offerActionRefusal('zurueckgeben', reviewer, changedIt)).toBeUndefined();
  });

  it('keeps another organiser out of an offer, and shows them a draft not at all', () => {
    expect(offerActionRefusal('bearbeiten', otherOrganiser, offer('entwurf'))?.kind).toBe('not_visible');
    expect(offerActionRefusal('bearbeiten', otherOrganiser, offer('zur_pruefung'))?.kind).toBe('forbidden');
    expect(offerActionRefusal('absagen', otherOrganiser, offer('veroeffentlicht'))?.kind).toBe('forbidden');
  });

  it('treats another tenant’s unpublished offer as unknown, even for its administration', () => {
    expect(offerActionRefusal('bearbeiten', otherTenant, offer('entwurf'))?.kind).toBe('not_visible');
    expect(offerActionRefusal('archivieren', otherTenant, offer('veroeffentlicht'))?.kind).toBe('forbidden');
  });

  it('lets nobody but quality control approve, and nobody change what is under review', () => {
    for (const actor of [organiser, administration, teacher])
      expect(offerActionRefusal('freigeben', actor, offer('zur_pruefung'))).toBeDefined();
    expect(offerActionRefusal('bearbeiten', organiser, offer('zur_pruefung'))?.message).toContain('wird gerade geprüft');
    expect(offerActionRefusal('freigeben', reviewer, offer('entwurf'))?.kind).toBe('not_visible');
    expect(offerActionRefusal('freigeben', reviewer, offer('zurueckgegeben', { leitungUid: 'vl-2' }))?.kind).toBe('wrong_state');
  });

  it('reviews a published offer’s revision the same way, while the offer stays published', () => {
    const underReview = offer('veroeffentlicht', { revision: 'zur_pruefung' });
    expect(allowedOfferActions(reviewer, underReview)).toEqual(['freigeben', 'zurueckgeben']);
    expect(allowedOfferActions(organiser, underReview)).toEqual(['absagen']);
    expect(allowedOfferActions(organiser, offer('veroeffentlicht', { revision: 'zurueckgegeben' }))).toEqual([
      'bearbeiten',
      'einreichen',
      'absagen',
    ]);
    expect(offerActionRefusal('einreichen', organiser, offer('veroeffentlicht'))?.message).toContain('keine Änderung');
  });

  it('shows published, cancelled and archived offers to anyone, submitted ones to the tenant’s staff', () => {
    expect(canSeeOffer(undefined, offer('abgesagt'))).toBe(true);
    expect(canSeeOffer(undefined, offer('zur_pruefung'))).toBe(false);
    expect(canSeeOffer(teacher, offer('zur_pruefung'))).toBe(false);
    expect(canSeeOffer(otherOrganiser, offer('zur_pruefung'))).toBe(true);
    expect(canSeeOffer(reviewer, offer('entwurf'))).toBe(false);
    expect(canSeeOffer(administration, offer('entwurf', { leitungUid: 'vl-2' }))).toBe(true);
  });

  it('shows the work on an offer (history, notes) to who may change it, and to quality control once submitted', () => {
    expect(canSeeOfferWork(organiser, offer('entwurf'))).toBe(true);
    expect(canSeeOfferWork(reviewer, offer('entwurf'))).toBe(false);
    expect(canSeeOfferWork(reviewer, offer('zurueckgegeben'))).toBe(true);
    expect(canSeeOfferWork(reviewer, offer('veroeffentlicht'))).toBe(true);
    expect(canSeeOfferWork(otherOrganiser, offer('veroeffentlicht'))).toBe(false);
    expect(canSeeOfferWork({ ...reviewer, mandant: 'shibb' }, offer('zur_pruefung'))).toBe(false);
  });

  it('names the state each action leads to', () => {
    expect(stateAfter('einreichen')).toBe('zur_pruefung');
    expect(stateAfter('zurueckgeben')).toBe('zurueckgegeben');
    expect(stateAfter('freigeben')).toBe('veroeffentlicht');
  });
});

describe('archived offers', () => {
  const admin: OfferActor = { uid: 'ad-1', role: 'administrator', mandant: 'iqsh' };

  it('are a record: readable by anyone, listed only when asked for, their bookings fixed', () => {
    expect(canSeeOffer(undefined, offer('archiviert'))).toBe(true);
    expect(CURRENT_OFFER_STATES).not.toContain('archiviert');
    expect(offerBookingsChangeable('archiviert')).toBe(false);
    expect(offerBookingsChangeable('veroeffentlicht')).toBe(true);
    expect(allowedOfferActions(admin, offer('archiviert'))).toEqual([]);
  });

  it('come from a published or cancelled offer, archived by the administration', () => {
    expect(ARCHIVABLE_STATES).toEqual(['veroeffentlicht', 'abgesagt']);
    expect(allowedOfferActions(admin, offer('abgesagt'))).toEqual(['archivieren']);
    expect(offerActionRefusal('archivieren', admin, offer('entwurf'))?.kind).toBe('wrong_state');
  });

  it('are taken over as a new draft by the administrator of their tenant only', () => {
    expect(takeOverRefusal(admin, offer('archiviert'))).toBeUndefined();
    expect(takeOverRefusal(administration, offer('archiviert'))?.kind).toBe('forbidden');
    expect(takeOverRefusal(organiser, offer('archiviert'))?.kind).toBe('forbidden');
    expect(takeOverRefusal({ ...admin, mandant: 'shibb' }, offer('archiviert'))?.kind).toBe('not_visible');
    expect(takeOverRefusal(admin, offer('veroeffentlicht'))?.message).toBe(
      'Als neues Angebot übernehmen lässt sich nur ein archiviertes Angebot.',
    );
  });
});

describe('copying an offer as a new draft', () => {
  it('is for whoever writes offers, of an offer of their tenant they may see, not an archived one', () => {
    expect(copyRefusal(organiser, offer('veroeffentlicht'))).toBeUndefined();
    expect(copyRefusal(otherOrganiser, offer('veroeffentlicht'))).toBeUndefined();
    expect(copyRefusal(administration, offer('zur_pruefung'))).toBeUndefined();
    expect(copyRefusal(otherOrganiser, offer('entwurf'))?.kind).toBe('not_visible');
    expect(copyRefusal(reviewer, offer('veroeffentlicht'))?.kind).toBe('forbidden');
    expect(copyRefusal(teacher, offer('veroeffentlicht'))?.kind).toBe('forbidden');
    expect(copyRefusal(otherTenant, offer('veroeffentlicht'))?.kind).toBe('not_visible');
    expect(copyRefusal(administration, offer('archiviert'))?.kind).toBe('wrong_state');
  });
});
