import type { Teilnehmende } from '@fobu/api-contract';
import { groupCounts, participantsShown } from './participant-groups';

const person = (id: number, name: string, status: Teilnehmende['status'], extra: Partial<Teilnehmende> = {}) =>
  ({
    id,
    name,
    vorname: 'Kim',
    status,
    schule: null,
    dstnr: '0101010',
    wartelistePosition: null,
    angemeldetAm: `2026-11-0${id}T10:00:00Z`,
    ...extra,
  }) as Teilnehmende;

const PEOPLE = [
  person(1, 'Özdemir', 'entschuldigt', { schule: 'Gymnasium Plön' }),
  person(2, 'Abel', 'warteliste', { wartelistePosition: 2 }),
  person(3, 'Zander', 'warteliste', { wartelistePosition: 1 }),
  person(4, 'Meyer', 'wartet_auf_genehmigung', { schule: 'Grundschule Kiel' }),
  person(5, 'Berg', 'nicht_zugelassen'),
];

describe('the participant list’s groups, text filter and orders', () => {
  it('counts every group, attendance states among those holding a seat', () => {
    expect(groupCounts(PEOPLE)).toEqual({ alle: 5, zugelassen: 1, warteliste: 2, offen: 1, beendet: 1 });
  });

  it('filters by group and by name or school, ignoring case', () => {
    expect(participantsShown(PEOPLE, { stand: 'warteliste' }).map((p) => p.name)).toEqual(['Abel', 'Zander']);
    expect(participantsShown(PEOPLE, { person: 'kiel' }).map((p) => p.name)).toEqual(['Meyer']);
  });

  it('orders by name in German, by state with the waiting list in its order, and by booking time', () => {
    expect(participantsShown(PEOPLE, {}).map((p) => p.name)).toEqual(['Abel', 'Berg', 'Meyer', 'Özdemir', 'Zander']);
    expect(participantsShown(PEOPLE, { reihenfolge: 'stand' }).map((p) => p.name)).toEqual(['Özdemir', 'Zander', 'Abel', 'Meyer', 'Berg']);
    expect(participantsShown(PEOPLE, { reihenfolge: 'angemeldet' }).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
