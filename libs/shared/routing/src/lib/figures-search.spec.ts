import { parseFiguresSearch } from './figures-search';

describe('parseFiguresSearch', () => {
  it('keeps a period, a known district and an offer type', () => {
    expect(parseFiguresSearch({ von: '2026-08-01', bis: '2027-07-31', kreis: 'ploen', vtyp: 'ABRUF' })).toEqual({
      von: '2026-08-01',
      bis: '2027-07-31',
      kreis: 'ploen',
      vtyp: 'ABRUF',
    });
  });

  it('drops what is not allowed instead of failing: a day that is none, an unknown district, a list of districts', () => {
    expect(parseFiguresSearch({ von: '2026-13-45', bis: 'morgen', kreis: 'kiel,ploen', vtyp: 'KURS', q: 'x' })).toEqual({});
  });
});
