import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, emailsTo, expectNoSeriousViolations, fixture, openPortal, waitForEmail, type TestUser } from './support';

/*
 * The link in every e-mail ends the e-mails without signing in, by either route of the spec; a
 * forged or expired link is refused in German. The e-mails come from the back end's development
 * mailbox; a message fixture (`/test-fixtures/nachricht`) is what makes the back end send one.
 */

let sent = 0;
/** Writes a message to the person, which goes out as e-mail unless they ended the e-mails; answers its subject. */
async function message(request: APIRequestContext, user: TestUser): Promise<string> {
  const titel = `Raumänderung ${user.uid}-${++sent}`;
  await fixture(request, 'nachricht', { uid: user.uid, titel, text: 'Wir treffen uns in Raum 204.' });
  return titel;
}

/** The unsubscribe link of an e-mail to the person, as path and search (the portal under test is the link's origin). */
async function unsubscribeLinkOf(request: APIRequestContext, user: TestUser): Promise<URL> {
  const titel = await message(request, user);
  const email = await waitForEmail(request, user.email, (mail) => mail.betreff === titel);
  const link = new URL(/^<(.+)>$/.exec(email.listUnsubscribe ?? '')?.[1] ?? '');
  expect(email.text).toContain(link.href);
  expect(link.pathname).toBe(`/unsubscribe/${user.uid}`);
  expect(link.searchParams.get('mandant')).toBe('iqsh');
  return link;
}

/** Proves that the person gets no e-mail any more: a message to them, then one to someone else; once that one is there, the sweep has passed theirs. */
async function expectNoMoreEmails(request: APIRequestContext, user: TestUser): Promise<void> {
  const quiet = await message(request, user);
  const control = await createUser(request, { vorname: 'Kontrolle' });
  const controlTitle = await message(request, control);
  await waitForEmail(request, control.email, (mail) => mail.betreff === controlTitle);
  expect((await emailsTo(request, user.email)).filter((mail) => mail.betreff === quiet)).toEqual([]);
}

const useDarkMode = (page: Page) => page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const route of ['standalone', 'controlling'] as const) {
  test(`an e-mail's link ends the e-mails (${route === 'standalone' ? '/unsubscribe' : '/{mandant}/controlling/unsubscribe'})`, async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const link = await unsubscribeLinkOf(request, user);
    if (route === 'controlling') await useDarkMode(page);
    const path = route === 'standalone' ? link.pathname : `/iqsh/controlling${link.pathname}`;

    await openPortal(page, `${path}${link.search}`);
    await expect(heading(page)).toHaveText('E-Mails abbestellen');
    await expect(page.getByText('Sie haben diesen Link in einer E-Mail des Fortbildungsportals des IQSH erhalten.')).toBeVisible();
    await expect(page.getByText(/Ihre Benachrichtigungen im Portal bleiben/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'E-Mails abbestellen' }).click();

    await expect(heading(page)).toHaveText('Sie erhalten keine E-Mails mehr');
    await expect(heading(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Anmelden und Benachrichtigungen einstellen' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoMoreEmails(request, user);
  });
}

test('a forged link is refused in German, and the e-mails go on', async ({ page, request }) => {
  const user = await createUser(request);
  const future = Math.floor(Date.now() / 1000) + 86_400;
  await openPortal(page, `/unsubscribe/${user.uid}?token=${future}.${'A'.repeat(43)}&mandant=iqsh`);
  await page.getByRole('button', { name: 'E-Mails abbestellen' }).click();

  await expect(heading(page)).toHaveText('Dieser Link ist ungültig');
  await expect(page.getByText(/Öffnen Sie bitte den Link aus der E-Mail vollständig/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Fortbildungsportal des IQSH' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const titel = await message(request, user);
  await waitForEmail(request, user.email, (mail) => mail.betreff === titel);
});

test('an expired link is refused in German (dark mode)', async ({ page, request }) => {
  const user = await createUser(request);
  const { token } = await fixture<{ token: string }>(request, 'abmeldetoken', { uid: user.uid, tageGueltig: -1 });
  await useDarkMode(page);
  await openPortal(page, `/iqsh/controlling/unsubscribe/${user.uid}?token=${token}`);

  await expect(heading(page)).toHaveText('Dieser Link ist abgelaufen');
  await expect(page.getByText(/Nutzen Sie bitte den Link aus einer neueren E-Mail/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-Mails abbestellen' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // Nothing changed: the e-mails go on.
  const titel = await message(request, user);
  await waitForEmail(request, user.email, (mail) => mail.betreff === titel);
});
