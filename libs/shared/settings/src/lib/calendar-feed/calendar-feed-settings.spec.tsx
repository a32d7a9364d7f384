import type { KalenderAbo } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreenModules } from '@fobu/routing';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarFeedSettings } from './calendar-feed-settings';

// jsdom has no modal dialogs: opening and closing set `open` as the browser does.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const teacher: LoggedInUser = {
  uid: 'u-4711',
  email: 'anna.beispiel@schule.test',
  salutation: 'Frau',
  vorname: 'Anna',
  name: 'Beispiel',
  dstnr: '0101010',
  dstnrMitarbeiter: '',
  roles: ['lehrkraft'],
  activeRole: 'lehrkraft',
  mandant: 'iqsh',
};

const StandIn = () => null;
/** The booking roles' screens with the section as the dashboard, until the settings view shows it. */
const screens: GroupScreenModules<'booking'> = {
  dashboard: { component: CalendarFeedSettings },
  veranstaltungstermine: { component: StandIn },
  abrufveranstaltungen: { component: StandIn },
  selbstlernkurse: { component: StandIn },
  hilfe: { component: StandIn },
};

const NONE: KalenderAbo = { adresse: null, webcalAdresse: null, erzeugtAm: null };
const feed = (token: string): KalenderAbo => ({
  adresse: `https://formix.example/kalender/${token}.ics`,
  webcalAdresse: `webcal://formix.example/kalender/${token}.ics`,
  erzeugtAm: '2026-11-20T08:30:00Z',
});

/** A fake forms service keeping one feed: POST renews it with the next token, DELETE ends it. */
function feedService(start: KalenderAbo, failRenewal = false) {
  let current = start;
  const tokens = ['zweiteAdresseZweiteAdresse', 'dritteAdresseDritteAdresse'];
  return (call: ServiceCall) => {
    if (call.url.pathname !== '/api/v1/kalender-abo') return undefined;
    if (call.method === 'POST') {
      if (failRenewal) return json({ code: 'fehler', message: 'kaputt' }, 500);
      current = feed(tokens.shift()!);
    }
    if (call.method === 'DELETE') current = NONE;
    return json(current);
  };
}

const open = (services: (call: ServiceCall) => Response | undefined) =>
  renderRoute('/iqsh/lehrkraft/dashboard', { user: teacher, roleGroups: { booking: screens }, services });
const addressField = () => screen.findByRole('textbox', { name: 'Ihre Adresse für die Kalender-App' }, { timeout: 10_000 });

describe('the calendar feed’s settings', { timeout: 30_000 }, () => {
  it('explains the feed and creates it with one click: the address read-only, copied, and opened as webcal', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = await open(feedService(NONE));
    screen.getByRole('heading', { level: 2, name: 'Kalender-Abo' });
    await screen.findByText('Sie haben noch kein Kalender-Abo.', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Kalender-Abo einrichten' }));
    const field = (await addressField()) as HTMLInputElement;
    expect(field.value).toBe('https://formix.example/kalender/zweiteAdresseZweiteAdresse.ics');
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'In Kalender-App öffnen' }).getAttribute('href')).toBe(
      'webcal://formix.example/kalender/zweiteAdresseZweiteAdresse.ics',
    );
    expect(screen.getByRole('status').textContent).toBe('Ihr Kalender-Abo ist eingerichtet.');
    await user.click(screen.getByRole('button', { name: 'Adresse kopieren' }));
    expect(writeText).toHaveBeenCalledWith('https://formix.example/kalender/zweiteAdresseZweiteAdresse.ics');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Die Adresse ist kopiert\./));
    const changes = calls.filter((call) => call.url.pathname === '/api/v1/kalender-abo' && call.method !== 'GET');
    expect(changes.map((call) => call.method)).toEqual(['POST']);
  });

  it('renews the address only after the confirmation that the old one stops working', async () => {
    const user = userEvent.setup();
    const { calls } = await open(feedService(feed('ersteAdresseErsteAdresse')));
    await addressField();
    await user.click(screen.getByRole('button', { name: 'Neue Adresse erzeugen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neue Adresse erzeugen?' });
    within(dialog).getByText(/Die bisherige Adresse funktioniert danach sofort nicht mehr/);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Neue Adresse erzeugen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Neue Adresse erzeugen' }));
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLInputElement).value).toContain('zweiteAdresse'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Die neue Adresse gilt. Die bisherige funktioniert nicht mehr.');
  });

  it('ends the feed after the confirmation', async () => {
    const user = userEvent.setup();
    await open(feedService(feed('ersteAdresseErsteAdresse')));
    await addressField();
    await user.click(screen.getByRole('button', { name: 'Kalender-Abo beenden' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Kalender-Abo beenden?' })).getByRole('button', { name: 'Kalender-Abo beenden' }),
    );
    await screen.findByText('Sie haben noch kein Kalender-Abo.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Das Kalender-Abo ist beendet. Die Adresse funktioniert nicht mehr.');
  });

  it('keeps the dialog open with the error when renewing fails, and the old address stays', async () => {
    const user = userEvent.setup();
    await open(feedService(feed('ersteAdresseErsteAdresse'), true));
    await addressField();
    await user.click(screen.getByRole('button', { name: 'Neue Adresse erzeugen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Neue Adresse erzeugen' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(
      'Das Kalender-Abo konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
    );
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toContain('ersteAdresse');
  });
});
