import type { PersonAkte, PersonEintrag } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreenModules, RouteComponent } from '@fobu/routing';

/*
 * What the persons' screens' specs share: the signed-in staff, the organiser screens with the
 * persons as the offer search, and a person with a booking of each kind the page shows.
 */

// jsdom has no modal dialogs; the portal's dialogs are native ones.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

export const clerk: LoggedInUser = {
  uid: 'u-vw',
  email: '',
  salutation: '',
  vorname: 'Vera',
  name: 'Verwaltung',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['verwaltung', 'qualitaetskontrolle', 'veranstaltungsleiter'],
  activeRole: 'verwaltung',
  mandant: 'iqsh',
};
export const organiser: LoggedInUser = { ...clerk, activeRole: 'veranstaltungsleiter' };
export const qualityControl: LoggedInUser = { ...clerk, activeRole: 'qualitaetskontrolle' };

const StandIn = () => null;
/** The organiser screens with `persons` (the spec's screen) as the offer search. */
export const screensWith = (persons: RouteComponent): GroupScreenModules<'organiser'> => ({
  vldashboard: { component: StandIn },
  vwdashboard: { component: StandIn },
  qkdashboard: { component: StandIn },
  veranstaltungssuche: { component: persons },
  selbstlernkurssuche: { component: StandIn },
  hilfe: { component: StandIn },
  veranstaltungsterminsuche: { component: StandIn },
});

export const TEACHER: PersonEintrag = {
  uid: 'u-lk-7',
  vorname: 'Anna',
  name: 'Meyer',
  email: 'anna.meyer@schule.example',
  schule: { dstnr: '0801', name: 'Gemeinschaftsschule Kiel-Mitte' },
  rollen: ['lehrkraft'],
};

/** A booking of the fixture's kind, changed by `more`. */
export const booking = (id: number, more: Partial<PersonAkte['anmeldungen'][number]>): PersonAkte['anmeldungen'][number] => ({
  id,
  vnr: `IQ00${id}`,
  titel: `Fortbildung ${id}`,
  vtyp: 'TERMIN',
  terminId: id * 10,
  beginn: '2026-11-24T08:00:00.000Z',
  ende: '2026-11-24T11:00:00.000Z',
  ort: 'IQSH Kronshagen, Raum 3',
  status: 'zugelassen',
  wartelistePosition: null,
  angemeldetAm: '2026-10-01T09:00:00.000Z',
  geaendertAm: '2026-10-01T09:00:00.000Z',
  anwesenheit: [],
  teilnahmebestaetigung: false,
  ...more,
});

export const RECORD: PersonAkte = {
  ...TEACHER,
  umfang: 'alle',
  anmeldungen: [
    booking(1, { titel: 'Mathematik digital', status: 'teilgenommen', teilnahmebestaetigung: true }),
    booking(2, { titel: 'Chemie im Alltag', status: 'warteliste', wartelistePosition: 3, ort: null }),
    booking(3, {
      titel: 'Lesen lernen',
      status: 'nicht_erschienen',
      anwesenheit: [
        { sitzung: 0, status: 'nicht_erschienen', erfasstAm: '2026-11-24T12:00:00.000Z' },
        { sitzung: 1, status: 'entschuldigt', erfasstAm: '2026-11-24T12:00:00.000Z' },
      ],
    }),
  ],
  arbeitsgruppen: [{ id: 5, titel: 'Fachgruppe Mathematik', status: 'aktiv', seit: '2026-09-01T10:00:00.000Z' }],
  emails: [
    {
      id: 9,
      betreff: 'Ihre Anmeldung: Mathematik digital',
      erstelltAm: '2026-10-01T09:00:00.000Z',
      zustellung: 'gesendet',
      gesendetAm: '2026-10-01T09:01:00.000Z',
    },
    {
      id: 8,
      betreff: 'Warteliste: Chemie im Alltag',
      erstelltAm: '2026-10-02T09:00:00.000Z',
      zustellung: 'fehlgeschlagen',
      gesendetAm: null,
    },
  ],
};
