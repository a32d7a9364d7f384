import type { LoggedInUser } from '@fobu/auth';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import { organiserScreens } from './organiser-screens';

const organiser: LoggedInUser = {
  uid: 'u-1',
  email: '',
  salutation: '',
  vorname: 'Vera',
  name: 'Leitung',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['veranstaltungsleiter', 'qualitaetskontrolle'],
  activeRole: 'veranstaltungsleiter',
  mandant: 'iqsh',
};
const list = <T,>(items: T[]) => ({ anzahl: items.length, items });
const emptyOverview = {
  umfang: 'eigene',
  naechsteTermine: list([]),
  zurueckgegeben: list([
    {
      vnr: 'IQ500001',
      vtyp: 'TERMIN',
      titel: 'Lesen lernen',
      ueberarbeitung: false,
      notiz: 'Bitte Ziele ergänzen.',
      zurueckgegebenAm: '2026-11-20T10:00:00Z',
    },
  ]),
  offeneAbrufanfragen: list([]),
  unterMindestzahl: list([]),
  anwesenheitOffen: list([]),
  entwuerfe: list([]),
  inPruefung: list([]),
};

// Rendering the whole shell with the real token handling takes seconds on a busy machine.
describe('the organiser branch, rendered through its routes', { timeout: 30_000 }, () => {
  it('goes from the bare role path to the dashboard, whose sent-back offer links to its work state', async () => {
    const { router, calls } = await renderRoute('/iqsh/veranstaltungsleiter', {
      user: organiser,
      roleGroups: { organiser: organiserScreens },
      services: (call) => (call.url.pathname === '/api/v1/arbeitsuebersicht' ? json(emptyOverview) : undefined),
    });
    expect(router.state.location.pathname).toBe('/iqsh/veranstaltungsleiter/vldashboard');
    const sentBack = await screen.findByRole('region', { name: 'Zurückgegeben' });
    within(sentBack).getByText('„Bitte Ziele ergänzen.“');
    expect(within(sentBack).getByRole('link', { name: 'Lesen lernen' }).getAttribute('href')).toBe(
      '/iqsh/veranstaltungsleiter/veranstaltungssuche?vnr=IQ500001',
    );
    screen.getByText('Keine kommenden Termine.');
    // The work overview is read as the signed-in person.
    expect(calls.find((call) => call.url.pathname === '/api/v1/arbeitsuebersicht')?.request.headers.get('X-User-Authorization')).toMatch(
      /^Bearer /,
    );
  });

  it('lists the groups the organiser leads on the dashboard, with the next meeting and its answers', async () => {
    const beginn = '2027-01-12T13:00:00.000Z';
    const ende = '2027-01-12T16:00:00.000Z';
    const treffen = { id: 901, beginn, ende, sitzungen: [{ beginn, ende }], ort: null, onlineLink: null, stunden: 3, thema: 'Abitur' };
    const group = {
      id: 7,
      titel: 'Fachgruppe Mathematik',
      status: 'aktiv',
      faecher: [],
      schularten: [],
      leitung: [{ uid: 'u-1', name: 'Vera Leitung' }],
      mitglieder: 6,
      naechstesTreffen: {
        ...treffen,
        abgesagt: false,
        antworten: { zugesagt: 3, abgelehnt: 1, offen: 2 },
        eigeneAntwort: null,
        eigenerStatus: null,
      },
    };
    const { calls } = await renderRoute('/iqsh/veranstaltungsleiter/vldashboard', {
      user: organiser,
      roleGroups: { organiser: organiserScreens },
      services: (call) =>
        call.url.pathname === '/api/v1/arbeitsuebersicht'
          ? json(emptyOverview)
          : call.url.pathname === '/api/v1/arbeitsgruppen'
            ? json({ items: [group], total: 1, page: 1, pageSize: 5 })
            : undefined,
    });
    const groups = await screen.findByRole('region', { name: 'Meine Arbeitsgruppen' });
    expect(within(groups).getByRole('link', { name: 'Fachgruppe Mathematik' }).getAttribute('href')).toBe(
      '/iqsh/veranstaltungsleiter/veranstaltungssuche?gruppe=7&ansicht=arbeitsgruppen',
    );
    within(groups).getByText('Nächstes Treffen: Di., 12.01.2027, 14:00–17:00 Uhr');
    within(groups).getByText('3 zugesagt · 1 abgesagt · 2 ohne Antwort');
    expect(calls.find((call) => call.url.pathname === '/api/v1/arbeitsgruppen')?.url.searchParams.get('umfang')).toBe('meine');
  });

  it('opens the offer search with the list chosen in the settings, and with the params it was given otherwise', async () => {
    const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };
    const services = ({ url }: ServiceCall) =>
      url.pathname === '/api/v1/startansicht'
        ? json({ ansicht: 'alle-angebote' })
        : url.pathname === '/api/v1/veranstaltungssuche'
          ? json(emptyPage)
          : undefined;
    const open = (path: string) => renderRoute(path, { user: organiser, roleGroups: { organiser: organiserScreens }, services });
    const entered = await open('/iqsh/veranstaltungsleiter/veranstaltungssuche');
    await screen.findByRole('heading', { level: 1, name: 'Veranstaltungssuche' });
    expect(entered.router.state.location.searchStr).toBe('?umfang=alle');
    const asked = entered.calls.filter((call) => call.url.pathname === '/api/v1/veranstaltungssuche').map((call) => call.url.searchParams);
    // Only the chosen list was asked for (all offers: no `meine`), not the default one first.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((params) => !params.has('meine'))).toBe(true);

    const given = await open('/iqsh/veranstaltungsleiter/veranstaltungssuche?q=Lesen');
    await screen.findAllByRole('heading', { level: 1, name: 'Veranstaltungssuche' });
    expect(given.router.state.location.searchStr).toBe('?q=Lesen');
    expect(given.calls.some((call) => call.url.pathname === '/api/v1/startansicht')).toBe(false);
  });

  it('shows quality control the review queue, oldest first, and says when four eyes forbid approving', async () => {
    await renderRoute('/iqsh/qualitaetskontrolle/qkdashboard', {
      user: { ...organiser, activeRole: 'qualitaetskontrolle' },
      roleGroups: { organiser: organiserScreens },
      services: (call) =>
        call.url.pathname === '/api/v1/pruefungen'
          ? json({
              items: [
                {
                  vnr: 'IQ500002',
                  vtyp: 'SLK',
                  titel: 'Digitale Werkzeuge',
                  version: 3,
                  leitung: { uid: 'u-1', name: 'Vera Leitung' },
                  eingereichtAm: new Date(Date.now() - 3 * 86_400_000).toISOString(),
                  ueberarbeitung: false,
                  darfFreigeben: false,
                  freigabeHinweis: 'Sie haben es zuletzt geändert.',
                },
              ],
              total: 1,
              page: 1,
              pageSize: 50,
            })
          : undefined,
    });
    await screen.findByText('Sie haben es zuletzt geändert.');
    screen.getByText(/^seit 3 Tagen/);
    expect(screen.getByRole('link', { name: 'Digitale Werkzeuge' }).getAttribute('href')).toBe(
      '/iqsh/qualitaetskontrolle/selbstlernkurssuche?vnr=IQ500002',
    );
  });

  it('does not show the archive search, which only the administrator has', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/archivsuche', { user: organiser, roleGroups: { organiser: organiserScreens } });
    await screen.findByRole('heading', { name: 'Seite nicht gefunden' });
  });
});
