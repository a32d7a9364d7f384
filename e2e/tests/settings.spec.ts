import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './support/axe';
import { section } from './support/dashboard';
import { horizontalOverflow, loadingParts } from './support/portal-page';
import { account } from './support/sign-in';
import { openSignedIn } from './support/session';
import { createUser } from './support/test-data';

/** The settings view's notifications, as saved: the status line says so before a reload may look. */
const notifications = (page: Page) => section(page, /^Benachrichtigungen$/);

test('a teacher opens „Einstellungen“ from the header, sees their sign-in data, and switches a kind and the reminders’ lead', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createUser(request);
  await openSignedIn(page, user, '/iqsh/lehrkraft/dashboard');
  const link = account(page).getByRole('link', { name: 'Einstellungen' });
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(page).toHaveURL(/\/iqsh\/lehrkraft\/dashboard\?ansicht=einstellungen$/);
  await expect(page).toHaveTitle(/^Einstellungen – /);
  await expect(link).toHaveAttribute('aria-current', 'page');

  const data = section(page, /^Ihre Daten aus der Anmeldung$/);
  await expect(data).toContainText(`${user.vorname} ${user.name}`);
  await expect(data).toContainText(user.email);
  await expect(data).toContainText(`Dienststellennummer ${user.dstnr}`);
  await expect(data).toContainText('Lehrkraft');

  const settings = notifications(page);
  const messages = settings.getByRole('checkbox', { name: 'Nachrichten der Veranstaltungsleitung' });
  const reminders = settings.getByRole('checkbox', { name: 'Erinnerung vor einem Termin' });
  const dayBefore = settings.getByRole('radio', { name: 'Einen Tag vor dem Termin', exact: true });
  await expect(settings.getByRole('radio', { name: 'Eine Woche vor dem Termin', exact: true })).toBeChecked();
  await messages.uncheck();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Nachrichten der Veranstaltungsleitung aus.');
  await dayBefore.check();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Erinnerungen „Einen Tag vor dem Termin“.');
  await reminders.uncheck();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Erinnerung vor einem Termin aus.');
  await page.reload();
  await expect(messages).not.toBeChecked();
  await expect(reminders).not.toBeChecked();
  await expect(dayBefore).toBeChecked();
  await expect(dayBefore).toBeDisabled();
  await reminders.check();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Erinnerung vor einem Termin an.');
  await messages.check();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Nachrichten der Veranstaltungsleitung an.');
  await page.reload();
  await expect(messages).toBeChecked();
  await expect(reminders).toBeChecked();
  await expect(dayBefore).toBeEnabled();
  await expect(dayBefore).toBeChecked();

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone the account area keeps both links in the header, without sideways scrolling.
    await expect(link).toBeInViewport();
    await expect(account(page).getByRole('button', { name: /^Abmelden/ })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
    await expect(loadingParts(page)).toHaveCount(0);
    await expectAccessibleInBothSchemes(page);
  }

  await page.getByRole('link', { name: '← Zurück zu Meine Fortbildungen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Fortbildungen');
  await expect(link).not.toHaveAttribute('aria-current', 'page');
});

test('an organiser opens their settings from their overview and finds the kinds that concern them', async ({ page, request }) => {
  const user = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  await openSignedIn(page, user, '/iqsh/veranstaltungsleiter/vldashboard');
  await account(page).getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page).toHaveURL(/\/iqsh\/veranstaltungsleiter\/vldashboard\?ansicht=einstellungen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(section(page, /^Ihre Daten aus der Anmeldung$/)).toContainText('Benutzerverwaltung des IQSH');
  const settings = notifications(page);
  await expect(settings.getByRole('checkbox', { name: 'Entscheidungen der Qualitätskontrolle' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Erinnerung vor einem Termin' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Zurück zu Übersicht Veranstaltungsleitung' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Übersicht Veranstaltungsleitung');
});

test('an organiser chooses the workgroups as their start view, and „Veranstaltungssuche“ opens with them from then on', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  await openSignedIn(page, user, '/iqsh/veranstaltungsleiter/vldashboard?ansicht=einstellungen');
  const startView = section(page, /^Startansicht$/);
  const choices = startView.getByRole('group', { name: 'Die Veranstaltungssuche beginnt mit' });
  await expect(choices.getByRole('radio', { name: 'Meine Angebote' })).toBeChecked();
  await choices.getByRole('radio', { name: 'Arbeitsgruppen' }).check();
  await expect(startView.getByRole('status')).toHaveText('Gespeichert: Die Veranstaltungssuche beginnt mit „Arbeitsgruppen“.');

  const navigation = page.getByRole('navigation', { name: 'Navigation Veranstaltungsleitung' });
  await navigation.getByRole('link', { name: 'Veranstaltungssuche' }).click();
  await expect(page).toHaveURL(/\/veranstaltungssuche\?ansicht=arbeitsgruppen$/);
  const lists = page.getByRole('navigation', { name: 'Liste wählen' });
  await expect(lists.getByRole('link', { name: 'Arbeitsgruppen' })).toHaveAttribute('aria-current', 'page');
  // The offers stay one click away: the switch leads to them, not back to the start view.
  await lists.getByRole('link', { name: 'Angebote' }).click();
  await expect(lists.getByRole('link', { name: 'Angebote' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/veranstaltungssuche$/);
  // The choice is kept by the back end: a new visit after a reload starts with it again.
  await page.goto('/iqsh/veranstaltungsleiter/veranstaltungssuche');
  await expect(page).toHaveURL(/\/veranstaltungssuche\?ansicht=arbeitsgruppen$/);
});
