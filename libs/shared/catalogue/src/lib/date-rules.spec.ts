import type { Termin } from '@fobu/api-contract';
import { bookingWindowText, isOpenForBooking, orderDates } from './date-rules';

const termin = (over: Partial<Termin>): Termin => ({
  id: 1,
  vnr: 'IQ240001',
  beginn: '2026-12-10T08:00:00Z',
  ende: '2026-12-10T11:00:00Z',
  sitzungen: [],
  ort: { name: 'Lernort', adresse: 'Weg 1', raum: null, kreis: 'kiel' },
  onlineLink: null,
  minPlaetze: 8,
  maxPlaetze: 20,
  freiePlaetze: 5,
  wartelistePlaetze: 5,
  warteliste: 0,
  anmeldebeginn: '2026-10-01T00:00:00Z',
  anmeldeschluss: '2026-12-07T08:00:00Z',
  stornofrist: '2026-12-03T08:00:00Z',
  genehmigungErforderlich: false,
  status: 'buchbar',
  schuleDstnr: null,
  ...over,
});

describe('date rules', () => {
  it('puts the asked-for districts first, each group by date', () => {
    const dates = [
      termin({ id: 1, beginn: '2026-12-01T08:00:00Z' }),
      termin({
        id: 2,
        beginn: '2026-12-20T08:00:00Z',
        ort: { name: 'L', adresse: 'W', raum: null, kreis: 'ploen' },
      }),
      termin({ id: 3, beginn: '2026-12-05T08:00:00Z', ort: null }),
      termin({
        id: 4,
        beginn: '2026-12-02T08:00:00Z',
        ort: { name: 'L', adresse: 'W', raum: null, kreis: 'ploen' },
      }),
    ];
    expect(orderDates(dates, 'ploen').map((d) => d.id)).toEqual([4, 2, 1, 3]);
    expect(orderDates(dates, undefined).map((d) => d.id)).toEqual([1, 4, 3, 2]);
  });

  it('is open for booking inside the window, with a seat or the waiting list', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isOpenForBooking(termin({}), now)).toBe(true);
    expect(isOpenForBooking(termin({ freiePlaetze: 0, status: 'ausgebucht' }), now)).toBe(true);
    expect(isOpenForBooking(termin({ freiePlaetze: 0, warteliste: 5, status: 'ausgebucht' }), now)).toBe(false);
    expect(isOpenForBooking(termin({ anmeldeschluss: '2026-11-22T08:00:00Z' }), now)).toBe(false);
    expect(isOpenForBooking(termin({ anmeldebeginn: '2026-11-30T08:00:00Z' }), now)).toBe(false);
    expect(isOpenForBooking(termin({ status: 'abgesagt' }), now)).toBe(false);
    // Anmeldeschluss counts in full, as the service's booking does.
    expect(isOpenForBooking(termin({ anmeldeschluss: now.toISOString() }), now)).toBe(true);
  });

  it('tells the booking window, and that cancelling is over once the deadline has passed', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(bookingWindowText(termin({}), now)).toBe('Anmeldeschluss 07.12.2026, Stornierung bis 03.12.2026');
    expect(bookingWindowText(termin({ stornofrist: '2026-11-20T08:00:00Z' }), now)).toBe(
      'Anmeldeschluss 07.12.2026, keine Stornierung mehr möglich',
    );
    expect(bookingWindowText(termin({ stornofrist: now.toISOString() }), now)).toBe(
      'Anmeldeschluss 07.12.2026, Stornierung bis 23.11.2026',
    );
    expect(bookingWindowText(termin({ anmeldebeginn: '2026-11-30T08:00:00Z' }), now)).toBe('Anmeldung ab 30.11.2026');
    expect(bookingWindowText(termin({ anmeldeschluss: '2026-11-22T08:00:00Z' }), now)).toBe('Anmeldeschluss vorbei');
  });
});
