import { parseStaffOfferSearch } from './staff-search';

describe('staff search params', () => {
  it('keeps every valid filter and view, as the URL gives it', () => {
    expect(
      parseStaffOfferSearch({
        q: 'Lesen',
        status: 'zur_pruefung',
        umfang: 'alle',
        vtyp: 'TERMIN',
        schulart: 'Grundschule',
        fach: 'Deutsch',
        kennzeichen: 'QLA',
        zielgruppe: 'liv',
        format: 'praesenz',
        kreis: 'ploen,kiel',
        von: '2026-12-01',
        bis: '2027-01-31',
        seite: 2,
        aufgabe: 'anwesenheit',
        vnr: 'IQ500001',
        ansicht: 'termine',
        termin: '42',
        terminansicht: 'anwesenheit',
        person: 'Meyer',
        stand: 'warteliste',
        reihenfolge: 'schule',
      }),
    ).toEqual({
      q: 'Lesen',
      status: 'zur_pruefung',
      umfang: 'alle',
      vtyp: 'TERMIN',
      schulart: 'Grundschule',
      fach: 'Deutsch',
      kennzeichen: 'QLA',
      zielgruppe: 'liv',
      format: 'praesenz',
      kreis: 'kiel,ploen',
      von: '2026-12-01',
      bis: '2027-01-31',
      seite: 2,
      aufgabe: 'anwesenheit',
      vnr: 'IQ500001',
      ansicht: 'termine',
      termin: 42,
      terminansicht: 'anwesenheit',
      person: 'Meyer',
      stand: 'warteliste',
      reihenfolge: 'schule',
    });
  });

  it('drops what is not allowed instead of failing: a staff role as target group, an unknown state, view or type', () => {
    expect(
      parseStaffOfferSearch({
        zielgruppe: 'administrator',
        status: 'geloescht',
        ansicht: 'loeschen',
        neu: 'KURS',
        umfang: 'fremde',
        termin: '-3',
        terminansicht: 'loeschen',
        stand: 'alle',
        reihenfolge: 'zufall',
        aufgabe: 'aufraeumen',
      }),
    ).toEqual({});
  });
});
