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

  it('reads the workgroups’ views: the list with its state filter, a new group, one group’s members and a meeting’s check-in', () => {
    expect(parseStaffOfferSearch({ ansicht: 'arbeitsgruppen', gruppenstatus: 'ruhend', umfang: 'alle', q: 'Mathe', seite: '2' })).toEqual({
      ansicht: 'arbeitsgruppen',
      gruppenstatus: 'ruhend',
      umfang: 'alle',
      q: 'Mathe',
      seite: 2,
    });
    expect(parseStaffOfferSearch({ ansicht: 'arbeitsgruppen', gruppe: 'neu' })).toEqual({ ansicht: 'arbeitsgruppen', gruppe: 'neu' });
    expect(parseStaffOfferSearch({ ansicht: 'arbeitsgruppen', gruppe: '7', gruppenansicht: 'mitglieder' })).toEqual({
      ansicht: 'arbeitsgruppen',
      gruppe: 7,
      gruppenansicht: 'mitglieder',
    });
    expect(parseStaffOfferSearch({ ansicht: 'arbeitsgruppen', gruppe: 7, termin: '901', terminansicht: 'einlass' })).toEqual({
      ansicht: 'arbeitsgruppen',
      gruppe: 7,
      termin: 901,
      terminansicht: 'einlass',
    });
  });

  it('drops a workgroup param that is not allowed: an unknown group, view or state', () => {
    expect(parseStaffOfferSearch({ gruppe: 'alle', gruppenansicht: 'loeschen', gruppenstatus: 'geloescht' })).toEqual({});
    expect(parseStaffOfferSearch({ gruppe: '-1', gruppenstatus: 'aktiv ' })).toEqual({});
  });

  it('reads the persons’ list and one person by the uid of their account, and drops an overlong uid', () => {
    expect(parseStaffOfferSearch({ ansicht: 'personen', q: 'Meyer', kennung: 'u-lehrkraft-7' })).toEqual({
      ansicht: 'personen',
      q: 'Meyer',
      kennung: 'u-lehrkraft-7',
    });
    expect(parseStaffOfferSearch({ ansicht: 'personen', kennung: 'x'.repeat(65) })).toEqual({ ansicht: 'personen' });
  });

  it('reads the speakers’ directory, one speaker by number or a new one, and drops anything else', () => {
    expect(parseStaffOfferSearch({ ansicht: 'referenten', q: 'Berg', referent: '12' })).toEqual({
      ansicht: 'referenten',
      q: 'Berg',
      referent: 12,
    });
    expect(parseStaffOfferSearch({ ansicht: 'referenten', referent: 'neu' })).toEqual({ ansicht: 'referenten', referent: 'neu' });
    expect(parseStaffOfferSearch({ ansicht: 'referenten', referent: 'x' })).toEqual({ ansicht: 'referenten' });
  });
});
