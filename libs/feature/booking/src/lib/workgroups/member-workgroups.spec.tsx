import type { Anmeldung, Arbeitsgruppe, Treffen } from '@fobu/api-contract';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingScreens } from '../booking-screens';
import { dashboardServices, fakeModalDialogs, teacher } from '../testing/dashboard-fixtures';

fakeModalDialogs();

const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();

/** A meeting in a week, online, not yet answered: the link comes only with an acceptance. */
const ahead: Treffen = {
  id: 901,
  beginn: at(7),
  ende: at(7, 2),
  sitzungen: [{ beginn: at(7), ende: at(7, 2) }],
  ort: null,
  onlineLink: null,
  stunden: 2,
  thema: 'Leistungsbewertung im Fach Deutsch',
  abgesagt: false,
  antworten: { zugesagt: 3, abgelehnt: 0, offen: 5 },
  eigeneAntwort: 'offen',
  eigenerStatus: null,
};
/** A meeting a month ago that the member attended. */
const attended: Treffen = {
  ...ahead,
  id: 900,
  beginn: at(-30),
  ende: at(-30, 2),
  sitzungen: [{ beginn: at(-30), ende: at(-30, 2) }],
  ort: { name: 'IQSH Kronshagen', adresse: 'Schreberweg 5, 24119 Kronshagen', raum: '2.14', kreis: 'rendsburg-eckernfoerde' },
  thema: 'Auftakt',
  eigeneAntwort: 'zugesagt',
  eigenerStatus: 'teilgenommen',
};
const group: Arbeitsgruppe = {
  id: 7,
  vnr: 'IQ26AG0007',
  titel: 'Fachgruppe Deutsch Sek I',
  status: 'aktiv',
  faecher: ['Deutsch'],
  schularten: [],
  leitung: [{ uid: 'vl-1', name: 'Jana Muster' }],
  mitglieder: 12,
  naechstesTreffen: ahead,
  beschreibung: 'Wir entwickeln gemeinsam Aufgaben für die Sekundarstufe I.',
  treffen: [attended, ahead],
  mitglied: true,
  darfAendern: false,
  darfMitgliederSehen: false,
};
/** The member's booking of the attended meeting: a date of the group's record. */
const meetingBooking: Anmeldung = {
  id: 55,
  vnr: 'IQ26AG0007',
  terminId: 900,
  titel: 'Fachgruppe Deutsch Sek I',
  vtyp: 'TERMIN',
  beginn: attended.beginn,
  stornofrist: null,
  status: 'teilgenommen',
  wartelistePosition: null,
  plattformLink: null,
  selbstabschluss: false,
  angemeldetAm: at(-40),
  geaendertAm: at(-29),
};

/** A member of one group whose answers the fake service keeps, and who may leave it. */
function memberServices() {
  let answer: Treffen['eigeneAntwort'] = 'offen';
  let member = true;
  const current = (): Arbeitsgruppe => {
    const meeting = { ...ahead, eigeneAntwort: answer, onlineLink: answer === 'zugesagt' ? 'https://meet.test/ag7' : null };
    return { ...group, naechstesTreffen: meeting, treffen: [attended, meeting] };
  };
  return dashboardServices((call: ServiceCall) => {
    const path = call.url.pathname;
    if (path === '/api/v1/anmeldungen/meine') return json({ items: [meetingBooking] });
    if (path === '/api/v1/arbeitsgruppen') return json({ items: member ? [current()] : [], total: member ? 1 : 0, page: 1, pageSize: 100 });
    if (path === '/api/v1/arbeitsgruppen/7' && call.method === 'GET')
      return member ? json(current()) : json({ message: 'Diese Arbeitsgruppe gibt es nicht.' }, 404);
    if (path === '/api/v1/arbeitsgruppen/7/treffen/901/antwort' && call.method === 'PUT') {
      return call.request.json().then((body: { antwort: 'zugesagt' | 'abgelehnt' }) => {
        answer = body.antwort;
        return json(current().naechstesTreffen);
      });
    }
    if (path === '/api/v1/arbeitsgruppen/7/treffen/901/kalender.ics')
      return new Response('BEGIN:VCALENDAR', {
        headers: { 'content-type': 'text/calendar', 'content-disposition': 'attachment; filename="treffen-901.ics"' },
      });
    if (path === '/api/v1/arbeitsgruppen/7/mitgliedschaft' && call.method === 'DELETE') {
      member = false;
      return json({ id: 7, titel: group.titel });
    }
    return undefined;
  });
}

const render = (path: string) => renderRoute(path, { user: teacher, roleGroups: { booking: bookingScreens }, services: memberServices() });

describe('a member’s workgroups on the booking dashboard', { timeout: 30_000 }, () => {
  it('lists the group with its next meeting, takes an acceptance and says so, and then shows the online room', async () => {
    const { calls } = await render('/iqsh/lehrkraft/dashboard');
    const section = await screen.findByRole('region', { name: /Meine Arbeitsgruppen/ });
    const card = within(section).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Fachgruppe Deutsch Sek I' }).getAttribute('href')).toBe(
      '/iqsh/lehrkraft/dashboard?arbeitsgruppe=7',
    );
    within(card).getByText('Leitung: Jana Muster');
    within(card).getByText('Leistungsbewertung im Fach Deutsch');
    within(card).getByText('Den Link zum Online-Raum sehen Sie hier, sobald Sie zugesagt haben.');
    const answer = within(card).getByRole('group', { name: /^Ihre Antwort: Treffen am / });
    expect(within(answer).getByRole('status').textContent).toBe('Sie haben noch nicht geantwortet.');
    const accept = within(answer).getByRole('button', { name: /^Zusagen: Treffen am / });
    expect(accept.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(accept);
    await within(answer).findByText('Sie haben zugesagt.');
    expect(accept.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(accept);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/v1/arbeitsgruppen/7/treffen/901/antwort');
    expect(put?.request.headers.get('X-User-Authorization')).toMatch(/^Bearer /);
    expect(
      within(card)
        .getByRole('link', { name: /Zum Online-Raum/ })
        .getAttribute('href'),
    ).toBe('https://meet.test/ag7');
    within(card).getByRole('button', { name: /^In den Kalender \(\.ics\): Treffen am / });
  });

  it('says in the service’s words why an answer was refused', async () => {
    const refusing = memberServices();
    await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: (call) => (call.method === 'PUT' ? json({ message: 'Das Treffen hat bereits begonnen.' }, 409) : refusing(call)),
    });
    const section = await screen.findByRole('region', { name: /Meine Arbeitsgruppen/ });
    const answer = within(section).getByRole('group', { name: /^Ihre Antwort: Treffen am / });
    await userEvent.click(within(answer).getByRole('button', { name: /^Absagen: / }));
    expect((await within(answer).findByRole('alert')).textContent).toBe('Das Treffen hat bereits begonnen.');
    expect(within(answer).getByRole('status').textContent).toBe('Sie haben noch nicht geantwortet.');
  });

  it('leads the booking of an attended meeting to its group, not to an offer page the group’s record does not have', async () => {
    await render('/iqsh/lehrkraft/dashboard');
    const past = await screen.findByRole('region', { name: /Vergangene und beendete Anmeldungen/ });
    const card = within(past).getByRole('listitem');
    // The groups may arrive after the bookings: the link follows them.
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Fachgruppe Deutsch Sek I' }).getAttribute('href')).toBe(
        '/iqsh/lehrkraft/dashboard?arbeitsgruppe=7',
      ),
    );
    within(card).getByRole('button', { name: 'Teilnahmebestätigung (PDF): Fachgruppe Deutsch Sek I' });
  });

  it('opens one group with its description, leads, meetings ahead and past with the member’s attendance, and the way back', async () => {
    await render('/iqsh/lehrkraft/dashboard?arbeitsgruppe=7');
    await screen.findByRole('heading', { level: 1, name: 'Fachgruppe Deutsch Sek I' });
    screen.getByText('Wir entwickeln gemeinsam Aufgaben für die Sekundarstufe I.');
    screen.getByText(/Leitung: Jana Muster/);
    expect(screen.getByRole('link', { name: '← Zurück zu Meine Fortbildungen' }).getAttribute('href')).toBe('/iqsh/lehrkraft/dashboard');
    const upcoming = screen.getByRole('region', { name: /Kommende Treffen/ });
    within(upcoming).getByText('Keine Antwort');
    within(upcoming).getByRole('button', { name: /^Absagen: Treffen am / });
    const past = screen.getByRole('region', { name: /Vergangene Treffen/ });
    within(past).getByText('Teilgenommen');
    within(past).getByText('IQSH Kronshagen, Raum 2.14, Schreberweg 5, 24119 Kronshagen');
    // Over: no answer, no calendar entry.
    expect(within(past).queryByRole('group')).toBeNull();
    expect(within(past).queryByRole('button', { name: /Kalender/ })).toBeNull();
  });

  it('downloads a meeting ahead as a calendar file, named as the service names it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:treffen');
    URL.revokeObjectURL = vi.fn();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = await render('/iqsh/lehrkraft/dashboard?arbeitsgruppe=7');
    const upcoming = await screen.findByRole('region', { name: /Kommende Treffen/ });
    await userEvent.click(within(upcoming).getByRole('button', { name: /^In den Kalender \(\.ics\): Treffen am / }));
    await screen.findByText('Download abgeschlossen: treffen-901.ics');
    expect(calls.some((call) => call.url.pathname === '/api/v1/arbeitsgruppen/7/treffen/901/kalender.ics')).toBe(true);
    expect(saved).toHaveBeenCalledTimes(1);
    saved.mockRestore();
  });

  it('asks before the member leaves, then shows the dashboard without the group', async () => {
    const { calls } = await render('/iqsh/lehrkraft/dashboard?arbeitsgruppe=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Arbeitsgruppe verlassen' }));
    const dialog = screen.getByRole('dialog', { name: 'Arbeitsgruppe verlassen?' });
    within(dialog).getByText(/Ihre Zusagen zu kommenden Treffen verfallen/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verlassen' }));
    await screen.findByRole('heading', { level: 1, name: 'Meine Fortbildungen' });
    expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/v1/arbeitsgruppen/7/mitgliedschaft')).toBe(true);
    await screen.findByRole('region', { name: /Vergangene und beendete Anmeldungen/ });
    expect(screen.queryByRole('region', { name: /Meine Arbeitsgruppen/ })).toBeNull();
  });

  it('says so when the group is not the member’s (any more), with the way back', async () => {
    await renderRoute('/iqsh/lehrkraft/dashboard?arbeitsgruppe=8', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: memberServices(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Arbeitsgruppe nicht gefunden' });
    screen.getByText('Diese Arbeitsgruppe gibt es nicht, oder Sie gehören ihr nicht mehr an.');
    screen.getByRole('link', { name: '← Zurück zu Meine Fortbildungen' });
  });
});
