import type { Teilnehmende, TerminSearchItem } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreenModules } from '@fobu/routing';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DoorStorageProvider } from './door-storage';
import { EinlassView } from './einlass-view';
import { memoryDoorStorage } from './memory-door-storage';

const organiser: LoggedInUser = {
  uid: 'u-1',
  email: '',
  salutation: '',
  vorname: 'Vera',
  name: 'Leitung',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['veranstaltungsleiter'],
  activeRole: 'veranstaltungsleiter',
  mandant: 'iqsh',
};

const beginn = '2026-12-03T08:00:00.000Z';
const ende = '2026-12-03T11:00:00.000Z';
const termin = {
  id: 801,
  vnr: 'IQ260101',
  beginn,
  ende,
  sitzungen: [{ beginn, ende }],
  ort: null,
  onlineLink: null,
  minPlaetze: 2,
  maxPlaetze: 30,
  freiePlaetze: 28,
  wartelistePlaetze: 5,
  warteliste: 0,
  anmeldebeginn: '2026-10-01T08:00:00.000Z',
  anmeldeschluss: '2026-12-01T08:00:00.000Z',
  stornofrist: '2026-11-30T08:00:00.000Z',
  genehmigungErforderlich: false,
  status: 'buchbar',
  schuleDstnr: null,
  titel: 'Digitale Medien im Deutschunterricht',
  vtyp: 'TERMIN',
  format: 'praesenz',
  mandant: 'iqsh',
} satisfies TerminSearchItem;

const person = (id: number, vorname: string, name: string, status: Teilnehmende['status']): Teilnehmende => ({
  id,
  vnr: 'IQ260101',
  terminId: 801,
  titel: termin.titel,
  vtyp: 'TERMIN',
  beginn,
  stornofrist: termin.stornofrist,
  status,
  wartelistePosition: null,
  plattformLink: null,
  selbstabschluss: false,
  angemeldetAm: '2026-10-02T08:00:00.000Z',
  geaendertAm: '2026-10-02T08:00:00.000Z',
  uid: `u-${id}`,
  salutation: 'Frau',
  vorname,
  name,
  email: `${vorname.toLowerCase()}@schule.test`,
  dstnr: '0101010',
  schule: 'Gemeinschaftsschule Kiel',
  schulart: 'Gemeinschaftsschule',
  kreis: 'kiel',
  bemerkung: null,
  eingelassenAm: null,
  anwesenheit: [],
});
const PEOPLE = [
  person(12, 'Max', 'Muster', 'zugelassen'),
  person(13, 'Eva', 'Abel', 'zugelassen'),
  person(14, 'Paul', 'Storm', 'warteliste'),
];

const StandIn = () => null;

/** The server's answer to a check-in by name: the person as the list has them, let in as `admit` says. */
async function answerCheckIn(call: ServiceCall, admit: (anmeldungId: number) => object) {
  const body = (await call.request.clone().json()) as { anmeldungId: number; am: string };
  const who = PEOPLE.find((each) => each.id === body.anmeldungId);
  return json({
    anmeldungId: body.anmeldungId,
    vorname: who?.vorname ?? null,
    name: who?.name ?? null,
    status: who?.status ?? null,
    eingelassenAm: body.am,
    terminId: 801,
    ...admit(body.anmeldungId),
  });
}

/** The door of date 801 in the date search, on a device whose storage is `storage`; the server admits as `admit` says. */
async function openDoor(
  storage = memoryDoorStorage(),
  admit: (anmeldungId: number) => object = (id) => ({ ergebnis: 'eingelassen', anmeldungId: id }),
) {
  const Door = () => (
    <DoorStorageProvider value={storage}>
      <EinlassView terminId={801} />
    </DoorStorageProvider>
  );
  const screens: GroupScreenModules<'organiser'> = {
    vldashboard: { component: StandIn },
    vwdashboard: { component: StandIn },
    qkdashboard: { component: StandIn },
    veranstaltungssuche: { component: StandIn },
    selbstlernkurssuche: { component: StandIn },
    hilfe: { component: StandIn },
    veranstaltungsterminsuche: { component: Door },
  };
  const rendered = await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801&terminansicht=einlass', {
    user: organiser,
    roleGroups: { organiser: screens },
    services: (call: ServiceCall) => {
      const path = call.url.pathname;
      if (call.method === 'GET' && path === '/api/v1/termine/801') return json(termin);
      if (call.method === 'GET' && path === '/api/v1/termine/801/teilnehmende') return json({ items: PEOPLE });
      if (call.method === 'POST' && path === '/api/v1/termine/801/einlass') return answerCheckIn(call, admit);
      return undefined;
    },
  });
  // The first render of a test file loads the shell's modules: it may take seconds on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Einlass: Digitale Medien im Deutschunterricht' }, { timeout: 10_000 });
  return { ...rendered, storage };
}

const checkInCalls = (calls: readonly ServiceCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/einlass'));
const bodies = (calls: readonly ServiceCall[]) => Promise.all(checkInCalls(calls).map((call) => call.request.clone().json()));

// Rendering the whole shell with the real token handling takes seconds on a busy machine.
describe('the check-in at the door, rendered through the date search', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a person in by name and shows the result large, in a live region', async () => {
    const { calls } = await openDoor();
    screen.getByText('Do., 03.12.2026, 09:00–12:00 Uhr');
    screen.getByRole('button', { name: 'Kamera starten' });
    const search = screen.getByRole('region', { name: 'Ohne QR-Code einlassen' });
    // Only those holding a seat can be let in.
    expect(within(search).queryByText('Storm, Paul')).toBeNull();
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Name' }), 'Muster');
    within(search).getByText('1 Person gefunden.');
    await userEvent.click(within(search).getByRole('button', { name: 'Einlassen: Max Muster' }));

    const result = screen.getByRole('status', { name: 'Einlass-Ergebnis' });
    await within(result).findByText('Eingelassen');
    within(result).getByText('Max Muster');
    const [body] = (await bodies(calls)) as { anmeldungId: number; vorgangId: string; am: string }[];
    expect(body).toMatchObject({ anmeldungId: 12, vorgangId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The list knows it now: no second button for the same person.
    await within(search).findByText(/^Eingelassen um \d\d:\d\d Uhr$/);
    expect(within(search).queryByRole('button', { name: 'Einlassen: Max Muster' })).toBeNull();
  });

  it('keeps check-ins made offline, sends them in order once online, and lists what the server refused', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { calls, storage } = await openDoor(memoryDoorStorage(), (id) =>
      id === 12 ? { ergebnis: 'nicht_zugelassen', status: 'abgesagt', eingelassenAm: null } : { ergebnis: 'eingelassen' },
    );
    online.mockReturnValue(false);
    const search = screen.getByRole('region', { name: 'Ohne QR-Code einlassen' });
    await userEvent.click(within(search).getByRole('button', { name: 'Einlassen: Eva Abel' }));
    const result = screen.getByRole('status', { name: 'Einlass-Ergebnis' });
    await within(result).findByText('Vorläufig eingelassen');
    within(result).getByText('– wird geprüft, sobald wieder eine Verbindung besteht');
    await userEvent.click(within(search).getByRole('button', { name: 'Einlassen: Max Muster' }));
    await screen.findByText('2 Einlässe warten auf die Verbindung.');
    expect(within(search).getAllByText(/^Vorläufig eingelassen um/)).toHaveLength(2);
    expect(checkInCalls(calls)).toEqual([]);
    expect(storage.waiting).toHaveLength(2);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    const overruled = await screen.findByRole('region', { name: 'Nach der Prüfung abgelehnt' });
    within(overruled).getByText('Max Muster – Nicht zugelassen: Stand der Anmeldung: Abgesagt');
    expect(((await bodies(calls)) as { anmeldungId: number }[]).map((body) => body.anmeldungId)).toEqual([13, 12]);
    await waitFor(() => expect(screen.queryByText(/warten? auf die Verbindung/)).toBeNull());
    expect(storage.waiting).toEqual([]);
  });
});
