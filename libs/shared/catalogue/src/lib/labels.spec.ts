import { placeOf, seatsOf } from './labels';

describe('catalogue labels', () => {
  it('tells seats left, an open waiting list, or a full date', () => {
    const date = { freiePlaetze: 3, warteliste: 0, wartelistePlaetze: 5, status: 'buchbar' as const };
    expect(seatsOf(date)).toEqual({ text: 'Noch 3 Plätze frei', tone: 'free' });
    expect(seatsOf({ ...date, freiePlaetze: 1 }).text).toBe('Noch 1 Platz frei');
    expect(seatsOf({ ...date, freiePlaetze: 0, warteliste: 2 })).toEqual({ text: 'Ausgebucht – Warteliste offen', tone: 'waiting' });
    expect(seatsOf({ ...date, freiePlaetze: 0, warteliste: 5 })).toEqual({ text: 'Ausgebucht', tone: 'full' });
  });

  it('names the venue and district, or says online', () => {
    expect(placeOf({ ort: { name: 'IQSH-Lernort Plön', adresse: 'Am See 1', raum: null, kreis: 'ploen' } })).toBe(
      'IQSH-Lernort Plön, Plön',
    );
    expect(placeOf({ ort: null })).toBe('Online');
  });
});
