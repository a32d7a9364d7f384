import { dateDeletionRefusal, dateEditRefusal, dateStateRefusal, requestInboxScope } from './date-editing';
import type { OfferActor, OfferFacts } from './offer-lifecycle';
import type { OfferState } from './offer-states';

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

describe('who writes an offer’s dates', () => {
  it('lets the organiser and the administration write the dates of a draft and of a published offer', () => {
    for (const actor of [organiser, administration]) {
      expect(dateEditRefusal(actor, offer('entwurf'))).toBeUndefined();
      expect(dateEditRefusal(actor, offer('zurueckgegeben'))).toBeUndefined();
      expect(dateEditRefusal(actor, offer('veroeffentlicht'))).toBeUndefined();
    }
  });

  it('keeps an offer’s dates open while it or its revision is under review: the review does not hold them', () => {
    expect(dateEditRefusal(organiser, offer('veroeffentlicht', { revision: 'zur_pruefung' }))).toBeUndefined();
    expect(dateEditRefusal(organiser, offer('zur_pruefung'))).toBeUndefined();
    expect(dateEditRefusal(administration, offer('zur_pruefung'))).toBeUndefined();
    expect(dateEditRefusal(reviewer, offer('zur_pruefung'))?.kind).toBe('forbidden');
    expect(dateEditRefusal(otherOrganiser, offer('zur_pruefung'))?.kind).toBe('forbidden');
  });

  it('refuses other organisers, quality control and teachers, and answers another tenant as if the offer did not exist', () => {
    expect(dateEditRefusal(otherOrganiser, offer('veroeffentlicht'))).toMatchObject({
      kind: 'forbidden',
      message: expect.stringContaining('Termine'),
    });
    expect(dateEditRefusal(reviewer, offer('veroeffentlicht'))?.kind).toBe('forbidden');
    expect(dateEditRefusal(teacher, offer('veroeffentlicht'))?.kind).toBe('forbidden');
    expect(dateEditRefusal(otherOrganiser, offer('entwurf'))?.kind).toBe('not_visible');
    expect(dateEditRefusal(otherTenant, offer('veroeffentlicht'))?.kind).toBe('not_visible');
  });

  it('writes no dates of a cancelled or archived offer', () => {
    expect(dateEditRefusal(administration, offer('abgesagt'))?.kind).toBe('wrong_state');
    expect(dateEditRefusal(administration, offer('archiviert'))?.kind).toBe('wrong_state');
  });

  it('deletes a date only of an unpublished offer and only without bookings', () => {
    expect(dateDeletionRefusal(organiser, offer('entwurf'), 0)).toBeUndefined();
    expect(dateDeletionRefusal(organiser, offer('entwurf'), 1)?.message).toContain('Anmeldungen');
    expect(dateDeletionRefusal(organiser, offer('veroeffentlicht'), 0)?.message).toContain('abgesagt, nicht gelöscht');
    expect(dateDeletionRefusal(otherOrganiser, offer('entwurf'), 0)?.kind).toBe('not_visible');
  });

  it('changes no date that is cancelled or has begun', () => {
    const now = new Date('2027-03-01T09:00:00Z');
    expect(dateStateRefusal({ status: 'buchbar', beginn: '2027-03-01T09:00:01Z' }, now)).toBeUndefined();
    expect(dateStateRefusal({ status: 'buchbar', beginn: '2027-03-01T09:00:00Z' }, now)?.message).toContain('begonnen');
    expect(dateStateRefusal({ status: 'abgesagt', beginn: '2027-04-01T09:00:00Z' }, now)?.message).toContain('abgesagt');
  });

  it('gives the administration every on-demand request of its tenant, an organiser those of their offers, others none', () => {
    expect(requestInboxScope(administration)).toBe('all');
    expect(requestInboxScope({ ...administration, role: 'administrator' })).toBe('all');
    expect(requestInboxScope(organiser)).toBe('own');
    expect(requestInboxScope(reviewer)).toBe('none');
    expect(requestInboxScope(teacher)).toBe('none');
  });
});
