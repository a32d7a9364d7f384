import type { Bewertungsergebnis, TerminSearchItem } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreenModules } from '@fobu/routing';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import { ParticipantsScreen } from '../participants-screen';

const reviewer: LoggedInUser = {
  uid: 'u-2',
  email: '',
  salutation: '',
  vorname: 'Quinn',
  name: 'Kontrolle',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['qualitaetskontrolle'],
  activeRole: 'qualitaetskontrolle',
  mandant: 'iqsh',
};

const StandIn = () => null;
const screens: GroupScreenModules<'organiser'> = {
  vldashboard: { component: StandIn },
  vwdashboard: { component: StandIn },
  qkdashboard: { component: StandIn },
  veranstaltungssuche: { component: StandIn },
  selbstlernkurssuche: { component: StandIn },
  hilfe: { component: StandIn },
  veranstaltungsterminsuche: { component: ParticipantsScreen },
};

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const beginn = at(-3 * DAY);
const ende = at(-3 * DAY + 3 * 3_600_000);
const termin: TerminSearchItem = {
  id: 801,
  vnr: 'IQ260101',
  beginn,
  ende,
  sitzungen: [{ beginn, ende }],
  ort: null,
  onlineLink: null,
  minPlaetze: 2,
  maxPlaetze: 20,
  freiePlaetze: 15,
  wartelistePlaetze: 5,
  warteliste: 0,
  anmeldebeginn: at(-30 * DAY),
  anmeldeschluss: at(-4 * DAY),
  stornofrist: at(-5 * DAY),
  genehmigungErforderlich: false,
  status: 'buchbar',
  schuleDstnr: null,
  titel: 'Digitale Medien im Deutschunterricht',
  vtyp: 'TERMIN',
  format: 'online',
  mandant: 'iqsh',
};

const statement = (aussage: string, durchschnitt: number, verteilung: number[]) => ({ aussage, durchschnitt, verteilung });
const SHOWN: Bewertungsergebnis = {
  titel: termin.titel,
  anzahl: 5,
  ergebnis: {
    aussagen: [
      statement('Ziele erreicht.', 3.8, [4, 1, 0, 0]),
      statement('Nützlich.', 3, [1, 3, 1, 0]),
      statement('Verständlich.', 3.2, [2, 2, 1, 0]),
      statement('Austausch.', 2.6, [0, 3, 2, 0]),
      statement('Organisation.', 1, [0, 0, 0, 5]),
    ],
    freitexte: ['Gern wieder.', 'Mehr Pausen bitte.'],
  },
};

const render = (result: Bewertungsergebnis) =>
  renderRoute('/iqsh/qualitaetskontrolle/veranstaltungsterminsuche?termin=801&terminansicht=bewertung', {
    user: reviewer,
    roleGroups: { organiser: screens },
    services: (call: ServiceCall) => {
      const path = call.url.pathname;
      if (path === '/api/v1/termine/801') return json(termin);
      if (path === '/api/v1/termine/801/teilnehmende') return json({ items: [] });
      if (path === '/api/v1/termine/801/bewertungen') return json(result);
      return undefined;
    },
  });

describe('a date’s evaluation results', { timeout: 30_000 }, () => {
  it('says that too few answered and shows nothing else below five answers', async () => {
    await render({ titel: termin.titel, anzahl: 3, ergebnis: null });
    await screen.findByRole('heading', { level: 1, name: 'Bewertung: Digitale Medien im Deutschunterricht' });
    await screen.findByText(/Zu wenige Antworten: 3 Antworten liegen vor\. Ergebnisse werden erst ab 5 Antworten gezeigt/);
    expect(screen.queryByText(/Durchschnitt/)).toBeNull();
  });

  it('shows per statement the average and the distribution, and the free texts', async () => {
    await render(SHOWN);
    const first = await screen.findByRole('heading', { name: '1. Ziele erreicht.' });
    const item = first.closest('li') as HTMLElement;
    within(item).getByText('Durchschnitt: 3,8');
    within(item).getByText('4 (80 %)');
    within(item).getByText('trifft voll zu');
    screen.getByRole('heading', { name: 'Anmerkungen der Teilnehmenden' });
    screen.getByText('Mehr Pausen bitte.');
  });
});
