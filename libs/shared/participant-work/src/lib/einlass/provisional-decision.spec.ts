import type { Teilnehmende } from '@fobu/api-contract';
import { readCheckInCode } from './check-in-code';
import { decideProvisionally } from './provisional-decision';

type Person = Pick<Teilnehmende, 'id' | 'vorname' | 'name' | 'status' | 'eingelassenAm'>;
const people: Person[] = [
  { id: 7, vorname: 'Anna', name: 'Beispiel', status: 'zugelassen', eingelassenAm: null },
  { id: 8, vorname: 'Bernd', name: 'Muster', status: 'warteliste', eingelassenAm: null },
  { id: 9, vorname: 'Clara', name: 'Früh', status: 'teilgenommen', eingelassenAm: '2026-12-03T08:05:00.000Z' },
];
const code = (terminId: number, anmeldungId: number) => `FOBU-EINLASS.${terminId}.${anmeldungId}.c2lnbmF0dXJl_-x`;
const decide = (input: Parameters<typeof decideProvisionally>[0], admittedHere = new Map<number, string>()) =>
  decideProvisionally(input, 801, people, admittedHere);

describe('reading a check-in code', () => {
  it('takes date and booking from the back end’s format', () => {
    expect(readCheckInCode(' FOBU-EINLASS.801.7.abc-DEF_123 ')).toEqual({ terminId: 801, anmeldungId: 7 });
  });

  it('knows other texts are no code', () => {
    for (const text of ['', 'https://example.org', 'FOBU-EINLASS.801.7', 'FOBU-EINLASS.801.x.abc', 'FOBU-EINLASS.801.7.a b']) {
      expect(readCheckInCode(text)).toBeNull();
    }
  });
});

describe('the door’s decision without the server', () => {
  it('lets in provisionally a known person who holds a seat', () => {
    expect(decide({ code: code(801, 7) })).toMatchObject({ ergebnis: 'eingelassen', anmeldungId: 7, vorname: 'Anna', name: 'Beispiel' });
    expect(decide({ anmeldungId: 7 }).ergebnis).toBe('eingelassen');
  });

  it('says when a person was let in before: by the server’s list, or on this device offline', () => {
    expect(decide({ code: code(801, 9) })).toMatchObject({ ergebnis: 'schon_eingelassen', eingelassenAm: '2026-12-03T08:05:00.000Z' });
    expect(decide({ code: code(801, 7) }, new Map([[7, '2026-12-03T08:12:00.000Z']]))).toMatchObject({
      ergebnis: 'schon_eingelassen',
      eingelassenAm: '2026-12-03T08:12:00.000Z',
    });
  });

  it('refuses a code of another date, an unknown booking, one without a seat, and a text that is no code', () => {
    expect(decide({ code: code(802, 7) })).toMatchObject({ ergebnis: 'anderer_termin', terminId: 802, anmeldungId: null });
    expect(decide({ code: code(801, 99) }).ergebnis).toBe('ungueltig');
    expect(decide({ code: code(801, 8) })).toMatchObject({ ergebnis: 'nicht_zugelassen', status: 'warteliste', name: 'Muster' });
    expect(decide({ code: 'Hallo' }).ergebnis).toBe('ungueltig');
  });
});
