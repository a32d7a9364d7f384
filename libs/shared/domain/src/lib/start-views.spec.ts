import { describe, expect, it } from 'vitest';
import { startViewsOf } from './start-views';

describe('startViewsOf', () => {
  it('offers the administration every list of the offer search, persons and speakers included', () => {
    expect(startViewsOf('verwaltung')).toEqual(['meine-angebote', 'alle-angebote', 'arbeitsgruppen', 'personen', 'referenten']);
    expect(startViewsOf('administrator')).toEqual(['meine-angebote', 'alle-angebote', 'arbeitsgruppen', 'personen', 'referenten']);
  });

  it('leaves out their own offers and the persons for quality control, who lead no offer and look up nobody', () => {
    expect(startViewsOf('qualitaetskontrolle')).toEqual(['alle-angebote', 'arbeitsgruppen', 'referenten']);
  });

  it('offers nothing to the roles without the offer search', () => {
    expect(startViewsOf('lehrkraft')).toEqual([]);
    expect(startViewsOf('controlling')).toEqual([]);
    expect(startViewsOf('dienstposten')).toEqual([]);
  });
});
