import { BENACHRICHTIGUNGSARTEN } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import { screensOf, type Role, type RoleGroup } from '@fobu/domain';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import type { GroupScreenModules } from '@fobu/routing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The spec project reaches the screen only through its package (a relative path gives TS6305: the lib's reference builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SettingsScreen } from '@fobu/settings';

const teacher: LoggedInUser = {
  uid: 'u-7',
  email: 'anna.lehrer@schule.example',
  salutation: 'Frau',
  vorname: 'Anna',
  name: 'Lehrer',
  dstnr: '0101010',
  dstnrMitarbeiter: '',
  roles: ['lehrkraft', 'schulleitung'],
  activeRole: 'lehrkraft',
  mandant: 'iqsh',
};
const organiser: LoggedInUser = {
  ...teacher,
  uid: 'u-8',
  dstnr: '9999999',
  roles: ['veranstaltungsleiter'],
  activeRole: 'veranstaltungsleiter',
};

/** Every screen of the role's group as a stand-in: the settings must show instead of the dashboard's work. */
const standIns = <G extends RoleGroup>(role: Role) =>
  Object.fromEntries(
    screensOf(role).map((each) => [each, { component: () => <p>Arbeit des Dashboards</p> }]),
  ) as unknown as GroupScreenModules<G>;

const ARTEN = Object.fromEntries(BENACHRICHTIGUNGSARTEN.map((art) => [art, true]));
const SCHOOL = {
  dstnr: '0101010',
  name: 'Gymnasium am See',
  schulart: 'Gymnasium',
  kreis: 'kiel',
  ort: 'Kiel',
  adresse: 'Seeweg 1, 24105 Kiel',
  schulleitung: null,
  schultraeger: 'Stadt Kiel',
  mandant: 'iqsh',
};

/**
 * Every subscription update and start view the screen sent, in order: the current test's, since
 * each `services()` keeps its own list (an earlier test's request still on its way lands in that
 * test's list, not in this one's).
 */
let sent: unknown[] = [];

/** The notification and institutions services: the subscription (changed by PUT as the real one does) and one known school. */
function services() {
  let subscription = { email: true, arten: { ...ARTEN }, erinnerungVorlauf: 'woche', tageszusammenfassung: false };
  let startView: string | null = null;
  const mine: unknown[] = [];
  sent = mine;
  return ({ service, method, url, request }: ServiceCall): Response | Promise<Response> | undefined => {
    if (service === 'institutions' && url.pathname === '/api/v1/schulen/0101010') return json(SCHOOL);
    // The sections this spec does not look at answer as for a person who has set nothing (they have specs of their own).
    if (service === 'forms' && url.pathname === '/api/v1/kalender-abo')
      return json({ adresse: null, webcalAdresse: null, erzeugtAm: null });
    if (service === 'forms' && url.pathname === '/api/v1/teilnahme-bedarfe')
      return json({ barrierefreiheit: '', ernaehrung: '', kinderbetreuung: '', sonstiges: '' });
    if (service === 'forms' && url.pathname === '/api/v1/startansicht') {
      if (method !== 'PUT') return json({ ansicht: startView });
      return request.json().then((choice) => {
        mine.push(choice);
        startView = choice.ansicht;
        return json({ ansicht: startView });
      });
    }
    if (service !== 'notification' || url.pathname !== '/api/v1/abonnement') return undefined;
    if (method !== 'PUT') return json(subscription);
    return request.json().then((update) => {
      mine.push(update);
      subscription = { ...subscription, ...update, arten: { ...subscription.arten, ...update.arten } };
      return json(subscription);
    });
  };
}

/** Opens `path` as the teacher, with the booking screens as stand-ins and the real settings screen. */
const asTeacher = (path: string) =>
  renderRoute(path, {
    user: teacher,
    roleGroups: { booking: standIns<'booking'>('lehrkraft') },
    settingsScreen: SettingsScreen,
    services: services(),
  });

describe('the settings view', { timeout: 30_000 }, () => {
  it('shows a teacher their sign-in data read-only instead of the dashboard’s work, with the way back', async () => {
    await asTeacher('/iqsh/lehrkraft/dashboard?ansicht=einstellungen');
    await screen.findByRole('heading', { level: 1, name: 'Einstellungen' });
    expect(document.title).toMatch(/^Einstellungen – /);
    expect(screen.queryByText('Arbeit des Dashboards')).toBeNull();
    const data = screen.getByRole('region', { name: 'Ihre Daten aus der Anmeldung' });
    within(data).getByText('Frau Anna Lehrer');
    within(data).getByText('anna.lehrer@schule.example');
    await within(data).findByText('Gymnasium am See, Kiel (Dienststellennummer 0101010)');
    within(data).getByText('Lehrkraft, Schulleitung');
    within(data).getByText(/wenden Sie sich an die Person, die an Ihrer Schule die Benutzerkonten verwaltet\.$/);
    expect(within(data).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: '← Zurück zu Meine Fortbildungen' }).getAttribute('href')).toBe('/iqsh/lehrkraft/dashboard');
    const account = await screen.findByRole('region', { name: 'Ihr Konto' });
    expect(within(account).getByRole('link', { name: 'Einstellungen' }).getAttribute('aria-current')).toBe('page');
    const navigation = screen.getByRole('navigation', { name: 'Navigation Lehrkraft' });
    expect(within(navigation).getByRole('link', { name: 'Meine Fortbildungen' }).getAttribute('aria-current')).toBeNull();
  });

  it('saves each switch and the reminders’ lead on its own, and greys the lead out while reminders are off', async () => {
    await asTeacher('/iqsh/lehrkraft/dashboard?ansicht=einstellungen');
    const settings = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const dayBefore = await within(settings).findByRole('radio', { name: 'Einen Tag vor dem Termin' });
    expect(within(settings).getByRole('radio', { name: 'Eine Woche vor dem Termin' })).toHaveProperty('checked', true);
    expect(within(settings).queryByRole('checkbox', { name: 'Angebote, die auf Prüfung warten' })).toBeNull();
    expect(within(settings).queryByRole('checkbox', { name: /Arbeitsübersicht/ })).toBeNull();
    await userEvent.click(dayBefore);
    await within(settings).findByText('Gespeichert: Erinnerungen „Einen Tag vor dem Termin“.');
    expect(sent).toEqual([{ erinnerungVorlauf: 'tag' }]);
    expect(dayBefore).toHaveProperty('checked', true);
    await userEvent.click(within(settings).getByRole('checkbox', { name: 'Erinnerung vor einem Termin' }));
    await within(settings).findByText('Gespeichert: Erinnerung vor einem Termin aus.');
    expect(sent).toEqual([{ erinnerungVorlauf: 'tag' }, { arten: { erinnerung: false } }]);
    await waitFor(() => expect(dayBefore).toHaveProperty('disabled', true));
    within(settings).getByText(/^Erinnerungen sind ausgeschaltet\./);
  });

  it('shows staff their office, the institute’s user administration and only the kinds that concern them', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/vldashboard?ansicht=einstellungen', {
      user: organiser,
      roleGroups: { organiser: standIns<'organiser'>('veranstaltungsleiter') },
      settingsScreen: SettingsScreen,
      services: services(),
    });
    const data = await screen.findByRole('region', { name: 'Ihre Daten aus der Anmeldung' });
    within(data).getByText('Dienststelle');
    // The institutions service does not know the number: it stays as it came.
    within(data).getByText('Dienststellennummer 9999999');
    within(data).getByText(/wenden Sie sich an die Benutzerverwaltung des IQSH\.$/);
    const settings = screen.getByRole('region', { name: 'Benachrichtigungen' });
    await within(settings).findByRole('checkbox', { name: 'Entscheidungen der Qualitätskontrolle' });
    expect(within(settings).queryByRole('checkbox', { name: 'Erinnerung vor einem Termin' })).toBeNull();
    expect(within(settings).queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: '← Zurück zu Übersicht Veranstaltungsleitung' }).getAttribute('href')).toBe(
      '/iqsh/veranstaltungsleiter/vldashboard',
    );
  });

  it('lets staff with a work overview have it by e-mail each morning, while the e-mails are on', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/vldashboard?ansicht=einstellungen', {
      user: organiser,
      roleGroups: { organiser: standIns<'organiser'>('veranstaltungsleiter') },
      settingsScreen: SettingsScreen,
      services: services(),
    });
    const settings = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const summary = await within(settings).findByRole('checkbox', { name: 'Meine Arbeitsübersicht jeden Morgen per E-Mail erhalten' });
    expect(summary).toHaveProperty('checked', false);
    expect(summary.getAttribute('aria-describedby')).toBe('abo-tageszusammenfassung-hinweis');
    within(settings).getByText(
      /^Ab 6 Uhr, an Tagen, an denen etwas zu tun ist: .*„Offene Abrufanfragen“.* und „Anwesenheit noch nicht erfasst“/,
    );
    await userEvent.click(summary);
    await within(settings).findByText('Gespeichert: Tägliche Zusammenfassung an.');
    expect(sent).toEqual([{ tageszusammenfassung: true }]);
    await userEvent.click(within(settings).getByRole('checkbox', { name: 'Benachrichtigungen auch per E-Mail erhalten' }));
    await waitFor(() => expect(summary).toHaveProperty('disabled', true));
    within(settings).getByText('Die Zusammenfassung kommt per E-Mail. Schalten Sie dafür oben die E-Mails ein.');
  });

  it('lets staff choose the list their offer search opens with, saved at once', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/vldashboard?ansicht=einstellungen', {
      user: organiser,
      roleGroups: { organiser: standIns<'organiser'>('veranstaltungsleiter') },
      settingsScreen: SettingsScreen,
      services: services(),
    });
    const section = await screen.findByRole('region', { name: 'Startansicht' });
    // An organiser books in none of their roles: no needs for taking part to give.
    expect(screen.queryByRole('region', { name: 'Bedarfe für die Teilnahme' })).toBeNull();
    within(section).getByText(/Die Wahl gilt für Ihre Rolle Veranstaltungsleitung\.$/);
    const choices = await within(section).findByRole('group', { name: 'Die Veranstaltungssuche beginnt mit' });
    // Without a choice the role's default is marked: an organiser's own offers.
    expect(within(choices).getByRole('radio', { name: 'Meine Angebote' })).toHaveProperty('checked', true);
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['meine-angebote', 'alle-angebote', 'arbeitsgruppen', 'personen', 'referenten']);
    await userEvent.click(within(choices).getByRole('radio', { name: 'Personen' }));
    await within(section).findByText('Gespeichert: Die Veranstaltungssuche beginnt mit „Personen“.');
    expect(sent).toEqual([{ ansicht: 'personen' }]);
    expect(within(choices).getByRole('radio', { name: 'Personen' })).toHaveProperty('checked', true);
  });

  it('shows a teacher no start view: their branch has no offer search', async () => {
    await asTeacher('/iqsh/lehrkraft/dashboard?ansicht=einstellungen');
    await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(screen.queryByRole('region', { name: 'Startansicht' })).toBeNull();
  });

  it('leaves the dashboard as it is without the view, with the header’s way to the settings', async () => {
    await asTeacher('/iqsh/lehrkraft/dashboard');
    await screen.findByText('Arbeit des Dashboards');
    const account = await screen.findByRole('region', { name: 'Ihr Konto' });
    const link = within(account).getByRole('link', { name: 'Einstellungen' });
    expect(link.getAttribute('href')).toBe('/iqsh/lehrkraft/dashboard?ansicht=einstellungen');
    expect(link.getAttribute('aria-current')).toBeNull();
    const navigation = screen.getByRole('navigation', { name: 'Navigation Lehrkraft' });
    expect(within(navigation).getByRole('link', { name: 'Meine Fortbildungen' }).getAttribute('aria-current')).toBe('page');
  });
});
