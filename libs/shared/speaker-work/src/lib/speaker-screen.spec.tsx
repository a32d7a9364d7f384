import type { ReferentAkte, ReferentEintrag } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import type { GroupScreenModules, RouteComponent } from '@fobu/routing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SpeakerScreen } from '@fobu/speaker-work';

const clerk: LoggedInUser = {
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
const reviewer: LoggedInUser = { ...clerk, activeRole: 'qualitaetskontrolle' };
const organiser: LoggedInUser = { ...clerk, activeRole: 'veranstaltungsleiter' };

const StandIn = () => null;
/** The organiser screens with the directory as the offer search. */
const screensWith = (directory: RouteComponent): GroupScreenModules<'organiser'> => ({
  vldashboard: { component: StandIn },
  vwdashboard: { component: StandIn },
  qkdashboard: { component: StandIn },
  veranstaltungssuche: { component: directory },
  selbstlernkurssuche: { component: StandIn },
  hilfe: { component: StandIn },
  veranstaltungsterminsuche: { component: StandIn },
});

const BERG: ReferentEintrag = {
  id: 4,
  name: 'Berg',
  titel: 'Dr.',
  anzeigename: 'Dr. Anna Berg',
  organisation: 'Universität zu Kiel',
  themen: ['Medienbildung', 'Deutsch'],
  email: 'anna.berg@uni-kiel.example',
  telefon: '0431 880-0',
  gelistet: true,
  angebotAnzahl: 1,
};
const BERG_FILE: ReferentAkte = {
  ...BERG,
  version: 3,
  geaendertAm: '2026-11-20T10:00:00Z',
  angebote: [
    {
      vnr: 'IQ260101',
      titel: 'Digitale Medien im Deutschunterricht',
      vtyp: 'TERMIN',
      status: 'veroeffentlicht',
      termine: [{ id: 801, beginn: '2027-01-12T13:00:00Z', ende: '2027-01-12T16:00:00Z', status: 'geplant' }],
    },
  ],
};

/** The directory's calls: a page with Dr. Berg, and her file. */
function services({ url }: ServiceCall) {
  if (url.pathname === '/api/v1/referenten') return json({ items: [BERG], total: 1, page: 1, pageSize: 20 });
  if (url.pathname === '/api/v1/referenten/4') return json(BERG_FILE);
  return undefined;
}
const open = (path: string, user = clerk) => renderRoute(path, { user, roleGroups: { organiser: screensWith(SpeakerScreen) }, services });

describe('the speakers’ directory in the offer search', { timeout: 30_000 }, () => {
  it('finds speakers by the text in the URL and links each to their page, keeping the search', async () => {
    const { calls } = await open('/iqsh/verwaltung/veranstaltungssuche?ansicht=referenten&q=Medien');
    await screen.findByRole('heading', { level: 1, name: 'Referentinnen und Referenten' });
    const link = await screen.findByRole('link', { name: 'Dr. Anna Berg' });
    expect(link.getAttribute('href')).toBe('/iqsh/verwaltung/veranstaltungssuche?q=Medien&referent=4&ansicht=referenten');
    screen.getByText(/^Alle Referentinnen und Referenten Ihres Instituts/);
    screen.getAllByText('Medienbildung, Deutsch');
    const lists = screen.getByRole('navigation', { name: 'Liste wählen' });
    expect(within(lists).getByRole('link', { name: 'Referentinnen und Referenten' }).getAttribute('aria-current')).toBe('page');
    expect(calls.find((call) => call.url.pathname === '/api/v1/referenten')?.url.searchParams.get('q')).toBe('Medien');
  });

  it('shows one speaker with their contact for staff and the offers and dates they taught, and lets the administration edit', async () => {
    await open('/iqsh/verwaltung/veranstaltungssuche?ansicht=referenten&referent=4');
    await screen.findByRole('heading', { level: 1, name: 'Dr. Anna Berg' });
    screen.getByText('anna.berg@uni-kiel.example');
    const taught = screen.getByRole('region', { name: 'Angebote und Termine' });
    expect(within(taught).getByRole('link', { name: 'Digitale Medien im Deutschunterricht' }).getAttribute('href')).toBe(
      '/iqsh/verwaltung/veranstaltungssuche?vnr=IQ260101',
    );
    within(taught).getByRole('list', { name: 'Termine von „Digitale Medien im Deutschunterricht“' });
    await userEvent.click(screen.getByRole('button', { name: 'Angaben bearbeiten' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Berg');
    expect(screen.getByRole('link', { name: '← Zum Verzeichnis' }).getAttribute('href')).toBe(
      '/iqsh/verwaltung/veranstaltungssuche?ansicht=referenten',
    );
  });

  it('lets quality control read a speaker, not edit', async () => {
    await open('/iqsh/qualitaetskontrolle/veranstaltungssuche?ansicht=referenten&referent=4', reviewer);
    await screen.findByRole('heading', { level: 1, name: 'Dr. Anna Berg' });
    expect(screen.queryByRole('button', { name: 'Angaben bearbeiten' })).toBeNull();
  });

  it('tells an organiser whose speakers they find', async () => {
    await open('/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=referenten', organiser);
    await screen.findByText(/^Die Referentinnen und Referenten, die einer Aufnahme ins Verzeichnis zugestimmt haben/);
  });
});
