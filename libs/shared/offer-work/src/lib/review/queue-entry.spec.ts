import type { Pruefung } from '@fobu/api-contract';
import { nextEntry, screenOf } from './queue-entry';

const entry = (vnr: string, darfFreigeben: boolean): Pruefung => ({
  vnr,
  vtyp: 'TERMIN',
  titel: vnr,
  version: 2,
  leitung: { uid: 'u-1', name: 'Vera Leitung' },
  eingereichtAm: '2026-11-20T10:00:00Z',
  ueberarbeitung: false,
  darfFreigeben,
  freigabeHinweis: darfFreigeben ? null : 'Sie haben es zuletzt geändert.',
});

describe('nextEntry', () => {
  it('takes the longest-waiting entry the reader may approve, never the one just decided', () => {
    const queue = [entry('IQ1', true), entry('IQ2', false), entry('IQ3', true)];
    expect(nextEntry(queue, 'IQ1')?.vnr).toBe('IQ3');
  });
  it('takes one the reader may not approve when no other is left, and none from an empty queue', () => {
    expect(nextEntry([entry('IQ1', true), entry('IQ2', false)], 'IQ1')?.vnr).toBe('IQ2');
    expect(nextEntry([entry('IQ1', true)], 'IQ1')).toBeUndefined();
  });
});

describe('screenOf', () => {
  it('opens a course in the course search and every other offer in the offer search', () => {
    expect(screenOf({ vtyp: 'SLK' })).toBe('selbstlernkurssuche');
    expect(screenOf({ vtyp: 'ABRUF' })).toBe('veranstaltungssuche');
  });
});
