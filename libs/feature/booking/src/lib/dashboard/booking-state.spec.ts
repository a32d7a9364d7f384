import type { Anmeldung } from '@fobu/api-contract';
import { groupBookings, nextStep } from './booking-state';

const now = new Date('2026-11-23T10:00:00Z');
const booking = (over: Partial<Anmeldung>): Anmeldung => ({
  id: 1,
  vnr: 'IQ240001',
  terminId: 1,
  titel: 'Sprachsensibler Unterricht',
  vtyp: 'TERMIN',
  beginn: '2026-12-10T08:00:00Z',
  stornofrist: '2026-12-03T08:00:00Z',
  status: 'zugelassen',
  wartelistePosition: null,
  plattformLink: null,
  selbstabschluss: false,
  angemeldetAm: '2026-11-01T08:00:00Z',
  geaendertAm: '2026-11-01T08:00:00Z',
  ...over,
});

describe('nextStep', () => {
  it('tells who reports a course finished: the participant or the learning platform', () => {
    const course = {
      vtyp: 'SLK' as const,
      terminId: null,
      beginn: null,
      stornofrist: null,
      status: 'eingeschrieben' as const,
    };
    expect(nextStep(booking({ ...course, selbstabschluss: true }), now)).toMatch(
      /melden Sie ihn hier als abgeschlossen\. Brauchen Sie den Kurs nicht mehr/,
    );
    expect(nextStep(booking({ ...course, selbstabschluss: false }), now)).toMatch(/meldet die Lernplattform/);
  });

  it('names the cancellation deadline while it is open, its last instant included', () => {
    const next = nextStep(booking({ status: 'warteliste', wartelistePosition: 3 }), now);
    expect(next).toContain('rücken Sie in der Reihenfolge der Anmeldung nach');
    expect(next).toContain('bis zum 03.12.2026 stornieren');
    expect(nextStep(booking({ status: 'warteliste', stornofrist: now.toISOString() }), now)).toContain('bis zum 23.11.2026 stornieren');
  });

  it('says after the deadline that cancelling is no longer possible', () => {
    expect(nextStep(booking({ stornofrist: '2026-11-20T08:00:00Z' }), now)).toBe(
      'Ihr Platz ist sicher. Die Stornofrist ist am 20.11.2026 abgelaufen; sind Sie verhindert, sagen Sie bitte der Veranstaltungsleitung Bescheid.',
    );
  });

  it('explains a pending approval by the school head', () => {
    expect(nextStep(booking({ status: 'wartet_auf_genehmigung' }), now)).toContain('Schulleitung muss die Teilnahme noch genehmigen');
  });
});

describe('groupBookings', () => {
  it('puts dates ahead soonest first, courses apart, and what is over or ended latest first', () => {
    const later = booking({ id: 2, beginn: '2027-01-10T08:00:00Z' });
    const soon = booking({
      id: 3,
      beginn: '2026-11-30T08:00:00Z',
      status: 'warteliste',
    });
    const cancelled = booking({ id: 4, status: 'storniert' });
    const attended = booking({
      id: 5,
      beginn: '2026-10-01T08:00:00Z',
      status: 'teilgenommen',
    });
    const course = booking({
      id: 6,
      vtyp: 'SLK',
      terminId: null,
      beginn: null,
      status: 'eingeschrieben',
    });
    const finished = { ...course, id: 7, status: 'abgeschlossen' as const };
    const withdrawn = {
      ...course,
      id: 8,
      status: 'storniert' as const,
      angemeldetAm: '2026-09-01T08:00:00Z',
    };
    const groups = groupBookings([later, attended, course, soon, cancelled, finished, withdrawn], now);
    expect(groups.upcoming.map((b) => b.id)).toEqual([3, 2]);
    expect(groups.courses.map((b) => b.id)).toEqual([6, 7]);
    expect(groups.past.map((b) => b.id)).toEqual([4, 5, 8]);
  });
});
