import type { PersonAkte, TerminBelegung } from '@fobu/api-contract';
import { json, renderRoute, type ServiceCall, type ServiceHandler } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clerk, organiser, RECORD, screensWith } from '../../testing/person-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { PersonScreen } from '@fobu/person-work';

const screens = screensWith(PersonScreen);
const PAGE = '/iqsh/verwaltung/veranstaltungssuche?ansicht=personen&kennung=u-lk-7';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 60 * 60 * 1000).toISOString();

/** The teacher with one booking of a date to come, next to the fixture's past ones. */
const person: PersonAkte = {
  ...RECORD,
  anmeldungen: [
    { ...RECORD.anmeldungen[0], id: 4, titel: 'Physik erleben', status: 'zugelassen', terminId: 40, beginn: inDays(7), ende: inDays(7, 3) },
    ...RECORD.anmeldungen,
  ],
};

const DATE: TerminBelegung = {
  id: 77,
  vnr: 'IQ077',
  titel: 'Bruchrechnung anschaulich',
  vtyp: 'TERMIN',
  format: 'praesenz',
  mandant: 'iqsh',
  beginn: inDays(10),
  ende: inDays(10, 3),
  sitzungen: [],
  ort: { name: 'IQSH Kronshagen', adresse: 'Schreberweg 5', raum: null, kreis: 'kiel' },
  onlineLink: null,
  minPlaetze: 1,
  maxPlaetze: 20,
  freiePlaetze: 5,
  wartelistePlaetze: 5,
  warteliste: 0,
  anmeldebeginn: inDays(-30),
  anmeldeschluss: inDays(9),
  stornofrist: inDays(8),
  genehmigungErforderlich: false,
  status: 'buchbar',
  schuleDstnr: null,
  angebotStatus: 'veroeffentlicht',
  zugelassen: 15,
  leitung: { uid: 'u-vl', name: 'Lena Leitung' },
};

const ANMELDUNG = {
  id: 99,
  vnr: 'IQ077',
  terminId: 77,
  titel: 'Bruchrechnung anschaulich',
  vtyp: 'TERMIN',
  beginn: DATE.beginn,
  stornofrist: DATE.stornofrist,
  status: 'zugelassen',
  wartelistePosition: null,
  plattformLink: null,
  selbstabschluss: false,
  angemeldetAm: inDays(0),
  geaendertAm: inDays(0),
};

const services =
  (more: ServiceHandler = () => undefined): ServiceHandler =>
  (call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/v1/personen/u-lk-7') return json(person);
    if (call.url.pathname === '/api/v1/veranstaltungsterminsuche') return json({ items: [DATE], total: 1, page: 1, pageSize: 10 });
    return more(call);
  };

const bodyOf = async (calls: readonly ServiceCall[], method: string, path: string) => {
  const call = calls.find((each) => each.method === method && each.url.pathname === path);
  return call ? ((await call.request.clone().json()) as unknown) : undefined;
};
const personLoads = (calls: readonly ServiceCall[]) => calls.filter((call) => call.url.pathname === '/api/v1/personen/u-lk-7').length;

describe('acting for a person on their page', { timeout: 30_000 }, () => {
  it('cancels a booking for the person only with a reason, then reloads the person', async () => {
    const { calls } = await renderRoute(PAGE, {
      user: clerk,
      roleGroups: { organiser: screens },
      services: services((call) =>
        call.method === 'POST' && call.url.pathname === '/api/v1/anmeldungen/4/status'
          ? json({ ...ANMELDUNG, id: 4, status: 'storniert' })
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Für die Person stornieren: Physik erleben' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Für Anna Meyer stornieren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    within(dialog).getByText(/Bitte geben Sie eine Begründung an/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), 'Hat telefonisch abgesagt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    await screen.findByText('Die Anmeldung von Anna Meyer ist storniert; die Person wurde benachrichtigt.');
    expect(await bodyOf(calls, 'POST', '/api/v1/anmeldungen/4/status')).toEqual({
      status: 'storniert',
      notiz: 'Hat telefonisch abgesagt.',
    });
    await waitFor(() => expect(personLoads(calls)).toBe(2));
  });

  it('books a date found by search text for the person, with the reason', async () => {
    const { calls } = await renderRoute(PAGE, {
      user: clerk,
      roleGroups: { organiser: screens },
      services: services((call) =>
        call.method === 'POST' && call.url.pathname === '/api/v1/anmeldungen/fuer-person' ? json(ANMELDUNG, 201) : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Für die Person anmelden' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Anna Meyer anmelden' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: /Termin suchen/ }), 'Bruch');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Bruchrechnung anschaulich \(IQ077\)/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), 'Telefonische Anmeldung.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    await screen.findByText('Anna Meyer ist angemeldet (zugelassen) und wurde benachrichtigt.');
    expect(await bodyOf(calls, 'POST', '/api/v1/anmeldungen/fuer-person')).toEqual({
      uid: 'u-lk-7',
      terminId: 77,
      grund: 'Telefonische Anmeldung.',
    });
    await waitFor(() => expect(personLoads(calls)).toBe(2));
  });

  it('offers an organiser the changes of their bookings but not booking for the person', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=personen&kennung=u-lk-7', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === '/api/v1/personen/u-lk-7' ? json({ ...person, umfang: 'eigene' }) : undefined),
    });
    await screen.findByRole('button', { name: 'Umbuchen: Physik erleben' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Für die Person anmelden' })).toBeNull();
    // Past bookings offer nothing.
    expect(screen.queryByRole('button', { name: /^(Zulassen|Umbuchen|Für die Person stornieren): Mathematik digital$/ })).toBeNull();
  });
});
