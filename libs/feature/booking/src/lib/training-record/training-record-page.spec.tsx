import type { Fortbildungskonto } from '@fobu/api-contract';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingScreens } from '../booking-screens';
import { dashboardServices, teacher } from '../testing/dashboard-fixtures';

/** A teacher's record: a QLA date attended in part, recognised outside training, and the IQSH's accounts. */
const RECORD: Fortbildungskonto = {
  stichtag: '2026-11-29',
  eintraege: [
    {
      art: 'fortbildung',
      id: 41,
      titel: 'Klassenführung im Fachunterricht',
      vnr: 'IQ260041',
      beginn: '2026-10-20T07:00:00.000Z',
      ende: '2026-10-22T11:00:00.000Z',
      datum: '2026-10-22',
      stunden: 6,
      stundenGesamt: 9,
      sitzungen: { teilgenommen: 2, gesamt: 3 },
      anbieter: 'IQSH',
      kennzeichen: ['QLA'],
    },
    {
      art: 'anerkennung',
      id: 7,
      titel: 'Tagung Schulentwicklung',
      vnr: null,
      beginn: null,
      ende: null,
      datum: '2026-09-30',
      stunden: 5,
      stundenGesamt: null,
      sitzungen: null,
      anbieter: 'Universität Kiel',
      kennzeichen: [],
    },
  ],
  konten: [
    {
      code: 'qla-3-jahre',
      titel: 'QLA-Stunden in den letzten drei Jahren',
      kennzeichen: 'QLA',
      fensterMonate: 36,
      zielStunden: 30,
      ab: '2023-11-29',
      stunden: 6,
      fehlend: 24,
      erreicht: false,
      eintraege: [0],
      naechsterWegfall: { zaehltBis: '2029-10-22', stunden: 6, eintraege: [0] },
    },
  ],
};

const services = (record: (call: ServiceCall) => Response) =>
  dashboardServices((call: ServiceCall) => (call.url.pathname === '/api/v1/fortbildungskonto' ? record(call) : undefined));

const open = (record: (call: ServiceCall) => Response) =>
  renderRoute('/iqsh/lehrkraft/dashboard?ansicht=fortbildungskonto', {
    user: teacher,
    roleGroups: { booking: bookingScreens },
    services: services(record),
  });

describe('the Fortbildungskonto on the dashboard', { timeout: 30_000 }, () => {
  it('is linked from the dashboard as „Mein Fortbildungskonto“', async () => {
    await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: services(() => json(RECORD)),
    });
    const link = await screen.findByRole('link', { name: 'Mein Fortbildungskonto' });
    expect(link.getAttribute('href')).toBe('/iqsh/lehrkraft/dashboard?ansicht=fortbildungskonto');
  });

  it('shows each account’s progress as a bar and in words, what counts and what drops out next', async () => {
    await open(() => json(RECORD));
    await screen.findByRole('heading', { level: 1, name: 'Mein Fortbildungskonto' });
    const bar = await screen.findByRole('progressbar', { name: 'QLA-Stunden in den letzten drei Jahren' });
    expect(bar.getAttribute('aria-valuenow')).toBe('6');
    expect(bar.getAttribute('aria-valuemax')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('6 von 30 Stunden (noch 24)');
    screen.getByText('6 von 30 Stunden (noch 24)');
    screen.getByText(/Fortbildungen mit dem Kennzeichen QLA aus den letzten 36 Monaten, Ziel 30 Stunden/);
    screen.getByText('Als Nächstes fallen 6 Stunden aus dem Zeitraum: Sie zählen bis zum 22. Oktober 2029.');
    screen.getByText('Was zählt: eine Fortbildung');
  });

  it('lists the trainings with the hours attended, and partial attendance as such', async () => {
    await open(() => json(RECORD));
    const list = await screen.findByRole('heading', { level: 2, name: 'Ihre Fortbildungen' });
    const section = list.closest('section')!;
    await within(section).findAllByText(/Klassenführung im Fachunterricht/);
    within(section).getAllByText('6 von 9 (2 von 3 Sitzungen)');
    within(section).getAllByText('Anerkannte Fortbildung');
    within(section).getAllByText('Universität Kiel');
  });

  it('offers the record of a chosen period as PDF and spreadsheet', async () => {
    await open(() => json(RECORD));
    const downloads = (await screen.findByRole('heading', { name: 'Fortbildungsnachweis herunterladen' })).closest('section')!;
    within(downloads).getByRole('group', { name: 'Zeitraum des Nachweises' });
    await userEvent.type(within(downloads).getByLabelText('Von'), '2026-12-01');
    await userEvent.type(within(downloads).getByLabelText('Bis'), '2026-01-01');
    within(downloads).getByRole('alert');
    expect(within(downloads).queryByRole('button', { name: /PDF/ })).toBeNull();
    await userEvent.clear(within(downloads).getByLabelText('Bis'));
    within(downloads).getByRole('button', { name: 'Fortbildungsnachweis (PDF)' });
    within(downloads).getByRole('button', { name: 'Als Tabelle (.xlsx)' });
  });

  it('says in German when nothing is recorded yet', async () => {
    await open(() => json({ ...RECORD, eintraege: [], konten: [] }));
    await screen.findByText(/Noch ist keine Teilnahme vermerkt\./);
    screen.getByText('Ihr Institut führt keine Fortbildungskonten.');
  });

  it('says in German when the record cannot be loaded', async () => {
    await open(() => json({ message: 'Der Dienst ist gerade nicht erreichbar.' }, 503));
    const alert = await screen.findByRole('alert');
    within(alert).getByText(/Ihr Fortbildungskonto/);
  });
});
