import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { account, openPortal, signIn } from './support';

/** The cookie that holds the sign-in: the spec mode's token cookie of the client, or the BFF's session cookie. */
const SIGN_IN_COOKIE = { app: /^(__Host-)?fobu-(token-mobile|sitzung)$/, browser: /^(__Host-)?fobu-(token|sitzung)$/ };
const DAY_MS = 86_400_000;

/** A window of the portal: the installed app (iOS's home-screen flag, as Safari sets it) or the browser. */
async function openWindow(browser: Browser, installed: boolean, state?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ storageState: state });
  if (installed) await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  return { context, page: await context.newPage() };
}

/**
 * Closes the window and opens it again later: what the browser keeps on disk (persistent cookies,
 * local storage) survives; session cookies and session storage do not.
 */
async function closeAndReopen(browser: Browser, context: BrowserContext, installed: boolean) {
  const state = await context.storageState();
  await context.close();
  return openWindow(browser, installed, { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) });
}

const signInCookie = async (context: BrowserContext, name: RegExp) => (await context.cookies()).find((cookie) => name.test(cookie.name));

test.describe('the installed app’s sign-in (spec sections 4 and 9: 30 days, the browser’s: the session)', () => {
  test('the installed app stays signed in for 30 days when it is closed and opened again', { tag: '@bff' }, async ({ browser }) => {
    const app = await openWindow(browser, true);
    await openPortal(app.page, '/');
    const choice = app.page.getByRole('alertdialog', { name: 'Mandantenauswahl' });
    await choice.getByRole('radio', { name: /IQSH/ }).check();
    await choice.getByRole('button', { name: 'auswählen' }).click();
    await signIn(app.page, 'lehrkraft.iqsh');
    await expect(app.page).toHaveURL(/\/iqsh\/lehrkraft\/dashboard$/);
    const cookie = await signInCookie(app.context, SIGN_IN_COOKIE.app);
    // Its lifetime: 30 days from now, give or take the test's minute.
    expect(Math.abs((cookie?.expires ?? 0) * 1000 - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

    const reopened = await closeAndReopen(browser, app.context, true);
    await openPortal(reopened.page, '/');
    await expect(reopened.page).toHaveURL(/\/iqsh$/);
    await expect(account(reopened.page)).toContainText('Lehrkraft');
    await openPortal(reopened.page, '/iqsh/lehrkraft/dashboard');
    await expect(reopened.page).toHaveURL(/\/iqsh\/lehrkraft\/dashboard$/);
    await expect(account(reopened.page)).toContainText('Lehrkraft');
    await reopened.context.close();
  });

  test('the browser’s sign-in ends when the browser is closed', { tag: '@bff' }, async ({ browser }) => {
    const web = await openWindow(browser, false);
    await signIn(web.page, 'lehrkraft.iqsh', '/iqsh');
    expect((await signInCookie(web.context, SIGN_IN_COOKIE.browser))?.expires).toBe(-1);

    const reopened = await closeAndReopen(browser, web.context, false);
    await openPortal(reopened.page, '/iqsh/lehrkraft/dashboard');
    await expect(reopened.page).toHaveURL(/\/iqsh\?ruecksprung=/);
    await expect(account(reopened.page)).toHaveCount(0);
    await reopened.context.close();
  });
});
