import type { Anerkennung } from '@fobu/api-contract';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingScreens } from '../booking-screens';
import { dashboardServices, teacher } from '../testing/dashboard-fixtures';

const OPEN: Anerkennung = {
  id: 7,
  titel: 'Sprachsensibler Fachunterricht',
  anbieter: 'Volkshochschule Kiel',
  datum: '2026-03-12',
  stunden: 8,
  status: 'beantragt',
  anerkannteStunden: null,
  begruendung: null,
  entschiedenAm: null,
  erstelltAm: '2026-11-20T10:00:00Z',
  nachweisName: 'bescheinigung.pdf',
};
const RECOGNISED: Anerkennung = {
  ...OPEN,
  id: 8,
  titel: 'Erste Hilfe',
  status: 'anerkannt',
  anerkannteStunden: 6,
  entschiedenAm: '2026-11-21T10:00:00Z',
};
const REFUSED: Anerkennung = { ...OPEN, id: 9, titel: 'Yoga', status: 'abgelehnt', begruendung: 'Kein Bezug zum Unterricht.' };

/** The teacher's services with the requests given; a new request is answered as stored. */
const services = (items: Anerkennung[]) =>
  dashboardServices((call: ServiceCall) => {
    const { pathname } = call.url;
    if (pathname === '/api/v1/anerkennungen' && call.request.method === 'GET') return json({ items });
    if (pathname === '/api/v1/anerkennungen' && call.request.method === 'POST') return json({ ...OPEN, id: 10 });
    if (pathname === '/api/v1/anerkennungen/7/zurueckziehen') return json({ ...OPEN, status: 'zurueckgezogen' });
    return undefined;
  });

const open = (items: Anerkennung[] = []) =>
  renderRoute('/iqsh/lehrkraft/dashboard?ansicht=fortbildungskonto', {
    user: teacher,
    roleGroups: { booking: bookingScreens },
    services: services(items),
  });

describe('the recognition of outside training in the Fortbildungskonto', { timeout: 30_000 }, () => {
  it('checks the request in German before sending, keeps what was typed, and sends it with its PDF', async () => {
    const { calls } = await open();
    const section = await screen.findByRole('region', { name: 'Externe Fortbildungen anerkennen lassen' });
    await within(section).findByText('Sie haben noch keine Anerkennung beantragt.');
    const user = userEvent.setup();
    await user.type(within(section).getByRole('textbox', { name: /Titel der Fortbildung/ }), 'Sprachsensibler Fachunterricht');
    await user.type(within(section).getByRole('textbox', { name: /Stunden/ }), '2,3');
    await user.click(within(section).getByRole('button', { name: 'Antrag senden' }));

    const summary = await within(section).findByRole('alert');
    within(summary).getByText('Bitte prüfen Sie 4 Angaben.');
    within(summary).getByText(/Anbieter: Bitte geben Sie den Anbieter an\./);
    within(summary).getByText(/Nachweis \(PDF\): Bitte fügen Sie den Nachweis als PDF-Datei bei\./);
    within(summary).getByText(/Stunden: Bitte geben Sie zwischen 0,25 und 200 Stunden/);
    expect(within(section).getByRole('textbox', { name: /Titel der Fortbildung/ })).toHaveProperty(
      'value',
      'Sprachsensibler Fachunterricht',
    );
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);

    await user.type(within(section).getByRole('textbox', { name: /Anbieter/ }), 'Volkshochschule Kiel');
    await user.type(within(section).getByLabelText(/Datum/), '2026-03-12');
    const hours = within(section).getByRole('textbox', { name: /Stunden/ });
    await user.clear(hours);
    await user.type(hours, '2,5');
    const pdf = new File(['%PDF-1.7 …'], 'bescheinigung.pdf', { type: 'application/pdf' });
    await user.upload(within(section).getByLabelText(/Nachweis \(PDF\)/), pdf);
    await user.click(within(section).getByRole('button', { name: 'Antrag senden' }));

    await within(section).findByRole('heading', { name: 'Ihr Antrag ist eingegangen.' });
    within(section).getByText('A-10');
    const sent = calls.find((call) => call.request.method === 'POST' && call.url.pathname === '/api/v1/anerkennungen');
    const body = await sent!.request.formData();
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      titel: 'Sprachsensibler Fachunterricht',
      anbieter: 'Volkshochschule Kiel',
      datum: '2026-03-12',
      stunden: '2.5',
    });
    // jsdom's File reaches the test's fetch without its name; the e2e spec sees the name arrive.
    expect(body.get('nachweis')).toMatchObject({ size: pdf.size, type: 'application/pdf' });
  });

  it('lists the requests with state, decision and reason, and withdraws an open one', async () => {
    const { calls } = await open([OPEN, RECOGNISED, REFUSED]);
    const recognised = await screen.findByRole('listitem', { name: 'Erste Hilfe' });
    within(recognised).getByText('Anerkannt');
    within(recognised).getByText('Anerkannt mit 6 Stunden.');
    within(screen.getByRole('listitem', { name: 'Yoga' })).getByText('Abgelehnt. Begründung der Verwaltung: Kein Bezug zum Unterricht.');
    expect(within(recognised).queryByRole('button', { name: /Antrag zurückziehen/ })).toBeNull();

    const open7 = screen.getByRole('listitem', { name: OPEN.titel });
    within(open7).getByText('12. März 2026');
    within(open7).getByRole('button', { name: /^Nachweis herunterladen/ });
    await userEvent.click(within(open7).getByRole('button', { name: /^Antrag zurückziehen/ }));
    await vi.waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/v1/anerkennungen/7/zurueckziehen')).toBe(true));
  });
});
