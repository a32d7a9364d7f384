import type { Teilnehmende, TerminSearchItem } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreenModules } from '@fobu/routing';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParticipantsScreen } from './participants-screen';

// jsdom has no modal dialogs; the portal's dialogs are native ones.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

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

const StandIn = () => null;
/** The organiser group with the date search showing a date's people, as offer-work shows them. */
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

/** A date of one session, starting `startsIn` ms from now (negative: begun). */
function date(startsIn: number): TerminSearchItem {
  const beginn = at(startsIn);
  const ende = at(startsIn + 3 * 3_600_000);
  return {
    id: 801,
    vnr: 'IQ260101',
    beginn,
    ende,
    sitzungen: [{ beginn, ende }],
    ort: { name: 'IQSH Kronshagen', adresse: 'Schreberweg 5, 24119 Kronshagen', raum: null, kreis: 'rendsburg-eckernfoerde' },
    onlineLink: null,
    minPlaetze: 2,
    maxPlaetze: 3,
    freiePlaetze: 1,
    wartelistePlaetze: 5,
    warteliste: 1,
    anmeldebeginn: at(-30 * DAY),
    anmeldeschluss: at(startsIn - DAY),
    stornofrist: at(startsIn - 2 * DAY),
    genehmigungErforderlich: false,
    status: 'buchbar',
    schuleDstnr: null,
    titel: 'Digitale Medien im Deutschunterricht',
    vtyp: 'TERMIN',
    format: 'praesenz',
    mandant: 'iqsh',
  };
}

function person(
  id: number,
  vorname: string,
  name: string,
  status: Teilnehmende['status'],
  extra: Partial<Teilnehmende> = {},
): Teilnehmende {
  return {
    id,
    vnr: 'IQ260101',
    terminId: 801,
    titel: 'Digitale Medien im Deutschunterricht',
    vtyp: 'TERMIN',
    beginn: at(7 * DAY),
    stornofrist: at(5 * DAY),
    status,
    wartelistePosition: status === 'warteliste' ? 1 : null,
    plattformLink: null,
    selbstabschluss: false,
    angemeldetAm: at(-id * DAY),
    geaendertAm: at(-DAY),
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
    ...extra,
  };
}

const PEOPLE = [
  person(11, 'Anna', 'Beispiel', 'warteliste', { bemerkung: 'Komme mit dem Zug.' }),
  person(12, 'Max', 'Muster', 'zugelassen'),
  person(13, 'Eva', 'Abel', 'zugelassen'),
  person(14, 'Paul', 'Storm', 'storniert'),
];

/** The services of the date `termin` with `people`; `more` answers the changes a test makes. */
function services(termin: TerminSearchItem, people: Teilnehmende[], more: (call: ServiceCall) => Response | undefined = () => undefined) {
  return (call: ServiceCall) => {
    const path = call.url.pathname;
    if (call.method === 'GET' && path === '/api/v1/termine/801') return json(termin);
    if (call.method === 'GET' && path === '/api/v1/termine/801/teilnehmende') return json({ items: people });
    return more(call);
  };
}

const bodyOf = async (calls: readonly ServiceCall[], method: string, path: string) => {
  const call = calls.find((each) => each.method === method && each.url.pathname === path);
  return call ? ((await call.request.clone().json()) as unknown) : undefined;
};

// Rendering the whole shell with the real token handling takes seconds on a busy machine.
describe('a date’s people, rendered through the date search', { timeout: 30_000 }, () => {
  it('shows the list with the state group of the URL and the date’s occupancy', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801&stand=zugelassen', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: services(date(7 * DAY), PEOPLE),
    });
    await screen.findByRole('heading', { level: 1, name: 'Teilnehmende: Digitale Medien im Deutschunterricht' });
    screen.getByText(/Belegung: 2 von 3 Plätzen, 1 auf der Warteliste/);
    expect((screen.getByRole('combobox', { name: 'Stand' }) as HTMLSelectElement).value).toBe('zugelassen');
    screen.getByRole('option', { name: 'Zugelassen (2)' });
    // The group shows only those holding a seat, by name.
    screen.getByText('Abel, Eva');
    screen.getByText('Muster, Max');
    expect(screen.queryByText('Beispiel, Anna')).toBeNull();
    screen.getByText('2 von 4 Anmeldungen angezeigt');
    // Before the date, attendance waits, and says why.
    expect(screen.getByRole('button', { name: 'Anwesenheit erfassen' }).hasAttribute('disabled')).toBe(true);
    screen.getByText(/Die Anwesenheit können Sie ab Beginn des Termins erfassen/);
    expect(screen.getByRole('link', { name: 'Einlass' }).getAttribute('href')).toBe(
      '/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801&stand=zugelassen&terminansicht=einlass',
    );
    screen.getByRole('button', { name: 'Teilnehmendenliste (Excel)' });
    screen.getByRole('button', { name: 'Unterschriftenliste (PDF)' });
  });

  it('admits someone from the waiting list, tells the organiser so and reloads the list', async () => {
    const { calls } = await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: services(date(7 * DAY), PEOPLE, (call) =>
        call.method === 'POST' && call.url.pathname === '/api/v1/anmeldungen/11/status'
          ? json({ ...PEOPLE[0], status: 'zugelassen', wartelistePosition: null })
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Zulassen: Beispiel, Anna' }));
    await screen.findByText('Frau Beispiel ist zugelassen und wurde benachrichtigt.');
    expect(await bodyOf(calls, 'POST', '/api/v1/anmeldungen/11/status')).toEqual({ status: 'zugelassen' });
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === '/api/v1/termine/801/teilnehmende').length).toBe(2));
  });

  it('shows a refusal of the service in its German words', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: services(date(7 * DAY), PEOPLE, (call) =>
        call.url.pathname === '/api/v1/anmeldungen/14/status' || call.url.pathname === '/api/v1/anmeldungen/12/status'
          ? json({ code: 'ungueltiger_statuswechsel', message: 'Von „zugelassen“ nach „abgesagt“ ist kein Wechsel möglich.' }, 409)
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Entfernen: Muster, Max' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frau Muster entfernen?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), 'Doppelt angemeldet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await within(dialog).findByText('Von „zugelassen“ nach „abgesagt“ ist kein Wechsel möglich.');
  });

  it('lets quality control read the list and download it, but change nothing', async () => {
    await renderRoute('/iqsh/qualitaetskontrolle/veranstaltungsterminsuche?termin=801', {
      user: { ...organiser, activeRole: 'qualitaetskontrolle' },
      roleGroups: { organiser: screens },
      services: services(date(-DAY), PEOPLE),
    });
    await screen.findByText('Beispiel, Anna');
    expect(screen.queryByRole('button', { name: /^(Zulassen|Entfernen|Umbuchen|Für die Person stornieren)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nachricht schreiben' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Einlass' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    screen.getByRole('link', { name: 'Anwesenheit ansehen' });
    screen.getByRole('button', { name: 'Teilnehmendenliste (Excel)' });
    // The needs for taking part are for those who arrange the date: not asked for, no column.
    expect(screen.queryByText('Bedarfe für die Teilnahme')).toBeNull();
  });

  it('shows the date’s organiser each booking’s needs for taking part', async () => {
    const needs = {
      anmeldungId: PEOPLE[0].id,
      barrierefreiheit: 'Stufenloser Zugang',
      ernaehrung: 'vegan',
      kinderbetreuung: '',
      sonstiges: '',
    };
    await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: services(date(7 * DAY), PEOPLE, (call) =>
        call.url.pathname === '/api/v1/termine/801/bedarfe' ? json({ items: [needs] }) : undefined,
      ),
    });
    await screen.findByText('Ernährung: vegan');
    screen.getByText('Barrierefreiheit: Stufenloser Zugang');
    expect(screen.getAllByText('Bedarfe für die Teilnahme').length).toBeGreaterThan(0);
  });

  it('records „Alle anwesend“ and one exception in one request', async () => {
    const { calls } = await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801&terminansicht=anwesenheit', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: services(date(-3_600_000), PEOPLE, (call) =>
        call.method === 'PUT' && call.url.pathname === '/api/v1/termine/801/anwesenheit' ? json({ items: PEOPLE }) : undefined,
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Anwesenheit: Digitale Medien im Deutschunterricht' });
    // Only those holding a seat are listed.
    expect(screen.queryByRole('group', { name: 'Beispiel, Anna' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Alle anwesend' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Muster, Max' })).getByRole('radio', { name: 'Entschuldigt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anwesenheit speichern' }));
    await screen.findByText('Die Anwesenheit ist gespeichert.');
    expect(await bodyOf(calls, 'PUT', '/api/v1/termine/801/anwesenheit')).toEqual({
      sitzung: 0,
      eintraege: [
        { anmeldungId: 13, status: 'teilgenommen' },
        { anmeldungId: 12, status: 'entschuldigt' },
      ],
    });
  });

  it('checks a message before sending it, then says how many got it', async () => {
    const { calls } = await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=801', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: services(date(7 * DAY), PEOPLE, (call) =>
        call.method === 'POST' && call.url.pathname === '/api/v1/termine/801/nachrichten'
          ? json({ benachrichtigt: 2, emails: 1 })
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nachricht schreiben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nachricht schreiben' });
    expect((within(dialog).getByRole('radio', { name: 'Alle Zugelassenen (2)' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nachricht senden' }));
    within(dialog).getByText(/Bitte geben Sie einen Betreff an\./);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Betreff/ }));
    expect(calls.some((call) => call.url.pathname.endsWith('/nachrichten'))).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Betreff/ }), 'Raumänderung');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nachricht/ }), 'Wir treffen uns in Raum 12.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nachricht senden' }));
    await screen.findByText('Nachricht an 2 Personen gesendet, 1 davon auch per E-Mail.');
    expect(await bodyOf(calls, 'POST', '/api/v1/termine/801/nachrichten')).toEqual({
      betreff: 'Raumänderung',
      text: 'Wir treffen uns in Raum 12.',
      anmeldungIds: [12, 13],
    });
  });
});
