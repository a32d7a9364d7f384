import { parseEntrySearch } from './entry-search';

describe('entry search parameters', () => {
  it('keeps vnr, kreis and ruecksprung as text and drops the rest', () => {
    expect(parseEntrySearch({ vnr: 12345, kreis: 'kiel', ruecksprung: '/iqsh/lehrkraft/hilfe', code: 'x' })).toEqual({
      vnr: '12345',
      kreis: 'kiel',
      ruecksprung: '/iqsh/lehrkraft/hilfe',
    });
    expect(parseEntrySearch({ vnr: { evil: true }, kreis: 'x'.repeat(501), ruecksprung: '' })).toEqual({});
  });
});
