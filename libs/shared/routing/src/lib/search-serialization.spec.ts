import { parsePlainSearch, stringifyPlainSearch } from './search-serialization';

describe('plain search params', () => {
  it('writes number-like text as it is, not JSON-quoted', () => {
    expect(stringifyPlainSearch({ vnr: '4711', kreis: '3' })).toBe('?vnr=4711&kreis=3');
  });

  it('leaves out what is not set and writes nothing for an empty search', () => {
    expect(stringifyPlainSearch({ vnr: undefined, seite: 2, frei: true })).toBe('?seite=2&frei=true');
    expect(stringifyPlainSearch({})).toBe('');
  });

  it('reads every value as text, so that the routes validate one shape', () => {
    expect(parsePlainSearch('?vnr=4711&kreis=3&q=Mathe+und+Physik')).toEqual({ vnr: '4711', kreis: '3', q: 'Mathe und Physik' });
  });

  it('round-trips a return path with its own query', () => {
    const search = { ruecksprung: '/iqsh/lehrkraft/veranstaltungstermine?vnr=4711&kreis=3' };
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
  });
});
