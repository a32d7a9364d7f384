import { placeOf, seatsOf } from './labels';

describe('catalogue labels', () => {
  const window = { anmeldebeginn: '2026-11-01T00:00:00+01:00', anmeldeschluss: '2026-11-27T23:59:00+01:00' };
  const during = new Date('2026-11-20T12:00:00+01:00');

  it('tells seats left, an open waiting list, or a full date', () => {
    const date = { freiePlaetze: 3, warteliste: 0, wartelistePlaetze: 5, status: 'buchbar' as const, ...window };
    expect(seatsOf(date, during)).toEqual({ text: 'Noch 3 Plätze frei', tone: 'free' });
    expect(seatsOf({ ...date, freiePlaetze: 1 }, during).text).toBe('Noch 1 Platz frei');
    expect(seatsOf({ ...date, freiePlaetze: 0, warteliste: 2 }, during)).toEqual({
      text: 'Ausgebucht – Warteliste offen',
      tone: 'waiting',
    });
    expect(seatsOf({ ...date, freiePlaetze: 0, warteliste: 5 }, during)).toEqual({ text: 'Ausgebucht', tone: 'full' });
  });

  it('says that a date can no longer be booked, or not yet, instead of inviting a click', () => {
    const date = { freiePlaetze: 14, warteliste: 0, wartelistePlaetze: 5, status: 'buchbar' as const, ...window };
    expect(seatsOf(date, new Date('2026-11-28T09:00:00+01:00'))).toEqual({ text: 'Anmeldung geschlossen', tone: 'full' });
    expect(seatsOf(date, new Date('2026-10-28T09:00:00+01:00'))).toEqual({ text: 'Anmeldung ab 01.11.2026', tone: 'waiting' });
  });

  it('names the venue and district, or says online', () => {
    expect(placeOf({ ort: { name: 'IQSH-Lernort Plön', adresse: 'Am See 1', raum: null, kreis: 'ploen' } })).toBe(
      'IQSH-Lernort Plön, Plön',
    );
    expect(placeOf({ ort: null })).toBe('Online');
  });
});
