import { parseDateListSearch, parseOfferListSearch } from './catalogue-search';

describe('catalogue search params', () => {
  it('keeps every valid filter, as the URL gives it', () => {
    expect(
      parseDateListSearch({
        q: 'Mathematik',
        kreis: 'ploen,kiel',
        von: '2026-12-01',
        bis: '2027-01-31',
        schulart: 'Gymnasium',
        fach: 'Mathematik',
        zielgruppe: 'lehrkraft',
        format: 'online',
        kennzeichen: 'QLA',
        frei: true,
        sort: 'relevanz',
        seite: 3,
      }),
    ).toEqual({
      q: 'Mathematik',
      kreis: 'kiel,ploen',
      von: '2026-12-01',
      bis: '2027-01-31',
      schulart: 'Gymnasium',
      fach: 'Mathematik',
      zielgruppe: 'lehrkraft',
      format: 'online',
      kennzeichen: 'QLA',
      frei: true,
      sort: 'relevanz',
      seite: 3,
    });
  });

  it('drops what is not allowed instead of failing: people edit and share these links', () => {
    expect(
      parseDateListSearch({
        q: ' ',
        kreis: 'atlantis',
        von: '2026-13-45',
        bis: 'morgen',
        schulart: 'Hogwarts',
        zielgruppe: 'administrator',
        format: 'post',
        frei: 'vielleicht',
        sort: 'zufall',
        seite: 0,
        fach: 'x'.repeat(81),
      }),
    ).toEqual({});
    expect(parseOfferListSearch({ seite: '2', q: 12, kreis: 'kiel' })).toEqual({ seite: 2, q: '12' });
    expect(parseDateListSearch({ seite: 1, frei: '1', kreis: 'kiel,atlantis' })).toEqual({ frei: true, kreis: 'kiel' });
  });
});
