import type { AngebotArbeitsstand, Teilnehmende, TerminBelegung } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminScreens } from './admin-screens';

const admin: LoggedInUser = {
  uid: 'u-9',
  email: '',
  salutation: '',
  vorname: 'Ada',
  name: 'Admin',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['administrator'],
  activeRole: 'administrator',
  mandant: 'iqsh',
};
const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const list = <T,>(items: T[]) => ({ anzahl: items.length, items });

function date(id: number, more: Partial<TerminBelegung> = {}): TerminBelegung {
  const beginn = at(2 * DAY);
  const ende = at(2 * DAY + 3 * 3_600_000);
  return {
    id,
    vnr: 'IQ500010',
    beginn,
    ende,
    sitzungen: [{ beginn, ende }],
    ort: null,
    onlineLink: null,
    minPlaetze: 5,
    maxPlaetze: 20,
    freiePlaetze: 18,
    wartelistePlaetze: 10,
    warteliste: 0,
    anmeldebeginn: at(-10 * DAY),
    anmeldeschluss: at(DAY),
    stornofrist: at(DAY),
    genehmigungErforderlich: false,
    status: 'buchbar',
    schuleDstnr: null,
    titel: 'Lesen in allen Fächern',
    vtyp: 'TERMIN',
    format: 'online',
    mandant: 'iqsh',
    angebotStatus: 'veroeffentlicht',
    zugelassen: 2,
    leitung: { uid: 'u-1', name: 'Vera Leitung' },
    ...more,
  };
}

const overview = {
  zurPruefung: list([
    {
      vnr: 'IQ500020',
      vtyp: 'SLK',
      titel: 'Digitale Werkzeuge',
      version: 2,
      leitung: { uid: 'u-1', name: 'Vera Leitung' },
      eingereichtAm: at(-3 * DAY),
      ueberarbeitung: false,
      darfFreigeben: false,
      freigabeHinweis: 'Freigeben und zurückgeben darf nur die Qualitätskontrolle.',
    },
  ]),
  woche: { von: at(-2 * DAY), bis: at(5 * DAY) },
  dieseWoche: list([date(31)]),
  unterMindestzahl: list([date(32, { titel: 'Mathe verstehen' })]),
  langeWartelisten: list([date(33, { titel: 'Begehrt', warteliste: 8, zugelassen: 20 })]),
};

const archived: AngebotArbeitsstand = {
  vnr: 'IQ800001',
  vtyp: 'TERMIN',
  titel: 'Alte Reihe',
  format: 'online',
  umfangStunden: 3,
  gebuehr: 0,
  plattformLink: null,
  selbstabschluss: false,
  beschreibung: 'Eine Reihe aus dem letzten Schuljahr.',
  ziele: '',
  hinweise: '',
  zielgruppen: ['lehrkraft'],
  schularten: [],
  faecher: [],
  kennzeichen: [],
  referenten: [],
  kontakt: '',
  anhaenge: [],
  status: 'archiviert',
  version: 4,
  leitungUid: 'u-1',
  erstelltVon: 'u-1',
  geaendertVon: 'u-1',
  geaendertAm: at(-400 * DAY),
  erlaubteAktionen: [],
  letzteRueckgabe: null,
  ueberarbeitung: null,
  veroeffentlichteFassung: null,
};

const pastDate = date(41, { beginn: at(-300 * DAY), ende: at(-300 * DAY + 3_600_000), sitzungen: [], status: 'durchgefuehrt' });
const person: Teilnehmende = {
  id: 71,
  vnr: 'IQ800001',
  terminId: 41,
  titel: 'Alte Reihe',
  vtyp: 'TERMIN',
  beginn: pastDate.beginn,
  stornofrist: pastDate.beginn,
  status: 'teilgenommen',
  wartelistePosition: null,
  plattformLink: null,
  selbstabschluss: false,
  angemeldetAm: at(-320 * DAY),
  geaendertAm: at(-300 * DAY),
  uid: 'u-71',
  salutation: 'Frau',
  vorname: 'Anna',
  name: 'Beispiel',
  email: 'anna@schule.test',
  dstnr: '0101010',
  schule: 'Gemeinschaftsschule Kiel',
  schulart: 'Gemeinschaftsschule',
  kreis: 'kiel',
  bemerkung: null,
  eingelassenAm: null,
  anwesenheit: [],
};

/** The archive's calls: the list, the archived offer's work state, dates and history, a date's people, and the take-over. */
function archiveServices(call: ServiceCall) {
  const path = call.url.pathname;
  if (path === '/api/v1/veranstaltungssuche')
    return json({
      items: [
        {
          vnr: archived.vnr,
          vtyp: 'TERMIN',
          titel: archived.titel,
          format: 'online',
          status: 'archiviert',
          ueberarbeitung: null,
          leitung: { uid: 'u-1', name: 'Vera Leitung' },
          naechsterTermin: null,
          anzahlTermine: 1,
          geaendertAm: archived.geaendertAm,
          letzterTermin: pastDate.beginn,
          archiviertAm: at(-100 * DAY),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
  if (path === `/api/v1/angebote/${archived.vnr}/arbeitsstand`) return json(archived);
  if (path === `/api/v1/angebote/${archived.vnr}/termine`) return json({ items: [{ ...pastDate, anmeldungen: 1 }] });
  if (path === `/api/v1/angebote/${archived.vnr}/historie`)
    return json({
      items: [{ am: at(-100 * DAY), person: null, rolle: null, aktion: 'archivieren', aenderungen: [], notiz: 'Automatisch archiviert.' }],
    });
  if (path === '/api/v1/termine/41') return json(pastDate);
  if (path === '/api/v1/termine/41/teilnehmende') return json({ items: [person] });
  if (call.method === 'POST' && path === `/api/v1/angebote/${archived.vnr}/uebernehmen`)
    return json({ ...archived, vnr: 'IQ500099', status: 'entwurf', version: 1, erlaubteAktionen: ['bearbeiten', 'einreichen'] }, 201);
  return undefined;
}

const hrefOf = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByRole('link', { name }).getAttribute('href');

// Rendering the whole shell with the real token handling takes seconds on a busy machine.
describe('the administrator branch, rendered through its routes', { timeout: 30_000 }, () => {
  it('goes from the bare role path to the dashboard, whose lists link to where each is handled', async () => {
    const { router } = await renderRoute('/iqsh/administrator', {
      user: admin,
      roleGroups: { administrator: adminScreens },
      services: (call) => (call.url.pathname === '/api/v1/verwaltungsuebersicht' ? json(overview) : undefined),
    });
    expect(router.state.location.pathname).toBe('/iqsh/administrator/addashboard');
    const review = await screen.findByRole('region', { name: 'Warten auf Prüfung' });
    within(review).getByText(/^Wartet seit 3 Tagen/);
    expect(hrefOf('Digitale Werkzeuge', review)).toBe('/iqsh/administrator/selbstlernkurssuche?vnr=IQ500020');
    const week = screen.getByRole('region', { name: 'Termine dieser Woche' });
    expect(hrefOf(/^Teilnehmende: Lesen in allen Fächern/, week)).toBe('/iqsh/administrator/veranstaltungsterminsuche?termin=31');
    const short = screen.getByRole('region', { name: 'Unter der Mindestzahl' });
    expect(hrefOf('Mathe verstehen', short)).toBe('/iqsh/administrator/veranstaltungssuche?vnr=IQ500010&ansicht=termine');
    const waiting = screen.getByRole('region', { name: 'Lange Wartelisten' });
    expect(hrefOf(/^Warteliste ansehen: Begehrt/, waiting)).toBe(
      '/iqsh/administrator/veranstaltungsterminsuche?termin=33&stand=warteliste',
    );
  });

  it('searches the archive, the latest archived first, and opens an offer with its dates and history', async () => {
    const { calls } = await renderRoute('/iqsh/administrator/archivsuche?q=Reihe', {
      user: admin,
      roleGroups: { administrator: adminScreens },
      services: archiveServices,
    });
    const link = await screen.findByRole('link', { name: 'Alte Reihe' });
    const search = calls.find((call) => call.url.pathname === '/api/v1/veranstaltungssuche')?.url.searchParams;
    expect(search?.get('status')).toBe('archiviert');
    expect(search?.get('sort')).toBe('-archiviert');
    expect(search?.get('q')).toBe('Reihe');
    expect(link.getAttribute('href')).toBe('/iqsh/administrator/archivsuche?q=Reihe&vnr=IQ800001');

    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Alte Reihe' });
    await screen.findByText('Automatisch archiviert');
    expect(hrefOf(/^Teilnehmende ansehen/)).toBe('/iqsh/administrator/archivsuche?q=Reihe&vnr=IQ800001&termin=41');
  });

  it('shows an archived date’s people to read, without any change', async () => {
    await renderRoute('/iqsh/administrator/archivsuche?vnr=IQ800001&termin=41', {
      user: admin,
      roleGroups: { administrator: adminScreens },
      services: archiveServices,
    });
    await screen.findByText('Beispiel, Anna');
    screen.getByText(/Das Angebot ist archiviert: Anmeldungen und Anwesenheit stehen hier zum Nachlesen/);
    expect(screen.queryByRole('button', { name: /Entfernen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nachricht schreiben' })).toBeNull();
    expect(hrefOf('← Zum Angebot')).toBe('/iqsh/administrator/archivsuche?vnr=IQ800001');
  });

  it('takes an archived offer over as a new draft and opens its editor', async () => {
    const { router, calls } = await renderRoute('/iqsh/administrator/archivsuche?vnr=IQ800001', {
      user: admin,
      roleGroups: { administrator: adminScreens },
      services: archiveServices,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Als neues Angebot übernehmen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iqsh/administrator/veranstaltungssuche'));
    expect(router.state.location.search).toEqual({ vnr: 'IQ500099', ansicht: 'bearbeiten' });
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/v1/angebote/IQ800001/uebernehmen')).toBe(true);
  });

  it('answers the administrator’s questions in the help', async () => {
    await renderRoute('/iqsh/administrator/hilfe', { user: admin, roleGroups: { administrator: adminScreens } });
    await screen.findByText('Wie biete ich ein altes Angebot erneut an?');
    screen.getByText('Wann wird ein Angebot automatisch archiviert?');
  });
});
