import { dashboardOf, ROLE_LABELS, type Role } from '@fobu/domain';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { account, backendConfig, createUser, expireAccessTokens, offerNumbers, pauseOnServer, signIn, signInAs } from './support';
import { BFF_PROJECT } from './support/run';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The page's own files, which a check of the page's calls leaves out. */
const ASSET = /\.(js|css|woff2?|svg|png|ico|webmanifest)$/;
/**
 * A refresh of the user's tokens: a token request to the identity provider, not the services'
 * client-credentials token requests that the screens' data calls make.
 */
let idpTokenUrl = '';
test.beforeAll(() => {
  idpTokenUrl = `${backendConfig().idp.url}/oauth/token`;
});
const isRefresh = (request: Request) => request.method() === 'POST' && request.url() === idpTokenUrl;

test.describe('sign-in and landing (spec section 4)', () => {
  const groups: [string, string, Role][] = [
    ['booking', 'lehrkraft.iqsh', 'lehrkraft'],
    ['organiser', 'veranstaltungsleiter.iqsh', 'veranstaltungsleiter'],
    ['administrator', 'administrator.iqsh', 'administrator'],
    ['controlling', 'controlling.iqsh', 'controlling'],
    ['dienstposten', 'dienstposten.iqsh', 'dienstposten'],
    ['LANDESFACHBERATER', 'landesfachberater.shibb', 'qualitaetskontrolle'],
  ];
  for (const [group, username, role] of groups) {
    test(
      `${group}: ${username} lands on the ${dashboardOf(role)} of ${role}, with no code or state left`,
      { tag: '@bff' },
      async ({ page }) => {
        const tenant = username.split('.')[1];
        await signIn(page, username, `/${tenant}`);
        await expect(page).toHaveURL(new RegExp(`/${tenant}/${role}/${dashboardOf(role)}$`));
        await expect(account(page)).toContainText(ROLE_LABELS[role]);
        expect(page.url()).not.toMatch(/code=|state=/);
        // Back goes past the used callback; it never shows an error.
        await page.goBack();
        await expect(heading(page)).not.toHaveText('Anmeldung nicht möglich');
      },
    );
  }

  test('a used callback opened again while signed in shows no error; a public page loads the user silently', async ({ page }) => {
    await signIn(page, 'sonstige.iqsh', '/iqsh');
    await page.goto('/iqsh/callback?code=benutzt&state=alt');
    await expect(page).toHaveURL(/\/iqsh\/sonstige\/dashboard$/);
    await page.goto('/iqsh/support');
    await expect(account(page)).toContainText('Sonstige');
    await expect(heading(page)).toHaveText('Support');
  });

  test('a protected page sends a visitor to the start page and back there after signing in', { tag: '@bff' }, async ({ page }) => {
    await page.goto('/iqsh/schulleitung/hilfe');
    await expect(page).toHaveURL(/\/iqsh\?ruecksprung=/);
    await signIn(page, 'schulleitung.iqsh');
    await expect(page).toHaveURL(/\/iqsh\/schulleitung\/hilfe$/);
  });

  test('a public page without a cookie loads no user: it asks its own server for config.json only', async ({ page, baseURL }) => {
    const { idp, services } = backendConfig();
    const userOrigins = [idp.url, services.user.url].map((url) => new URL(url).origin);
    const portalCalls: string[] = [];
    const userCalls: string[] = [];
    page.on('request', (call) => {
      const url = new URL(call.url());
      if (userOrigins.includes(url.origin)) userCalls.push(url.pathname);
      else if (url.origin === new URL(baseURL ?? '').origin && !ASSET.test(url.pathname)) portalCalls.push(url.pathname);
    });
    await page.goto('/iqsh/veranstaltungstermine');
    await expect(heading(page)).toHaveText('Veranstaltungstermine');
    // The list's data calls go to the forms service with the portal's client token; they are awaited so that
    // a user load started by the same start-up would be seen too.
    await expect(page.getByRole('status').filter({ hasText: /gefunden$/ })).toBeVisible();
    expect(userCalls).toEqual([]);
    expect(portalCalls).toEqual(['/iqsh/veranstaltungstermine', '/config.json']);
  });
});

/** Opens the tenant's start page with the sign-in in the popup (idp.loginMode popup) and clicks Anmelden: the popup. */
async function openSignInPopup(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, idp: { ...config.idp, loginMode: 'popup' } },
    });
  });
  await page.goto('/iqsh');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
  return popupOpened;
}

test('sign-in in the popup (idp.loginMode popup) lands the page on the dashboard', { tag: '@bff' }, async ({ page }) => {
  const popup = await openSignInPopup(page);
  // Listening before the click: the popup may be gone by the time the click returns.
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Als verwaltung.iqsh anmelden' }).click();
  await popupClosed;
  await expect(page).toHaveURL(/\/iqsh\/verwaltung\/vwdashboard$/);
  await expect(account(page)).toContainText('Verwaltung');
});

test.describe('deep links with vnr and kreis (spec section 4)', () => {
  test('each event type is forwarded to its page with the right parameters', { tag: '@bff' }, async ({ page, request }) => {
    test.setTimeout(150_000);
    const vnr = await offerNumbers(request, 'shibb');
    const cases = [
      [`?vnr=${vnr.TERMIN}&kreis=kiel`, `/shibb/schulleitung/veranstaltungstermine?vnr=${vnr.TERMIN}&kreis=kiel`],
      [`?vnr=${vnr.TERMIN}`, `/shibb/schulleitung/veranstaltungstermine?vnr=${vnr.TERMIN}`],
      [`?vnr=${vnr.ABRUF}&kreis=kiel`, `/shibb/schulleitung/abrufveranstaltungen?vnr=${vnr.ABRUF}`],
      [`?vnr=${vnr.SLK}&kreis=kiel`, `/shibb/schulleitung/selbstlernkurse?vnr=${vnr.SLK}`],
      ['?vnr=GIBTSNICHT-1&kreis=kiel', '/shibb/schulleitung/dashboard'],
    ];
    for (const [entry, landing] of cases) {
      await page.context().clearCookies();
      await signIn(page, 'schulleitung.shibb', `/shibb${entry}`);
      await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search)).toBe(landing);
    }
  });
});

test('a callback whose state does not match drops the sign-in', async ({ page }) => {
  await page.goto('/iqsh');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Als lehrkraft.iqsh anmelden' })).toBeVisible();
  await page.goto('/iqsh/callback?code=gefaelscht&state=falsch');
  await expect(heading(page)).toHaveText('Anmeldung nicht möglich');
  await expect(page.getByRole('alert')).toContainText('aus Sicherheitsgründen abgebrochen');
  expect(page.url()).not.toMatch(/code=|state=/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test.describe('token refresh', () => {
  test('an expired access token is renewed and the user stays signed in', async ({ page, request }) => {
    const user = await createUser(request, {
      mandant: 'shibb',
      rollen: ['sonstige'],
    });
    await signInAs(page, user, '/shibb');
    const refreshes: Request[] = [];
    page.on('request', (request) => isRefresh(request) && refreshes.push(request));
    await expireAccessTokens(request, user);
    await page.reload();
    await expect(account(page)).toContainText('Sonstige');
    await expect(page).toHaveURL(/\/shibb\/sonstige\/dashboard$/);
    expect(refreshes).toHaveLength(1);
  });

  test('two tabs that reload at once after expiry spend the refresh token once and both stay signed in', async ({ context, request }) => {
    const user = await createUser(request, {
      mandant: 'shibb',
      rollen: ['liv'],
    });
    const first = await context.newPage();
    await signInAs(first, user, '/shibb');
    const second = await context.newPage();
    await second.goto('/shibb/liv/hilfe');
    await expect(account(second)).toContainText('Lehrkraft im Vorbereitungsdienst');
    const refreshes: Request[] = [];
    context.on('request', (request) => isRefresh(request) && refreshes.push(request));
    await expireAccessTokens(request, user);
    await Promise.all([first.reload(), second.reload()]);
    await expect(account(first)).toBeVisible();
    await expect(account(second)).toBeVisible();
    await expect(second).toHaveURL(/\/shibb\/liv\/hilfe$/);
    expect(refreshes).toHaveLength(1);
  });
});

test.describe('the server ends an idle sign-in too (900 s for a teacher, and two minutes’ grace)', () => {
  test(
    'a sign-in unused on the server past its time-out ends at the next step, with a notice',
    { tag: '@bff' },
    async ({ page, request }) => {
      const user = await createUser(request, { mandant: 'iqsh', rollen: ['liv'] });
      await signInAs(page, user, '/iqsh');
      await expect(account(page)).toBeVisible();
      await pauseOnServer(request, user, 1021);
      await page.reload();
      await expect(page).toHaveURL(/\/iqsh\?ruecksprung=/);
      await expect(page.getByRole('alert')).toContainText('Ihre Anmeldung ist abgelaufen');
    },
  );

  test('working in the page without requests keeps the sign-in alive on the server', async ({ page, request }) => {
    const user = await createUser(request, { mandant: 'iqsh', rollen: ['liv'] });
    await page.clock.install();
    await signInAs(page, user, '/iqsh');
    await expect(account(page)).toBeVisible();
    await pauseOnServer(request, user, 900);
    // The portal reports activity at most once a minute.
    await page.clock.fastForward(61_000);
    const report = page.waitForResponse((response) => response.url().endsWith('/api/v1/activity'));
    await page.keyboard.press('Shift');
    expect((await report).status()).toBe(200);
    // Without the report the sign-in would now have been unused for 1800 s.
    await pauseOnServer(request, user, 900);
    await page.reload();
    await expect(account(page)).toBeVisible();
    await expect(page).toHaveURL(/\/iqsh\/liv\/dashboard$/);
  });
});

// Logging out ends every session of that user with the client: each such test has its own user.
test('logout in one tab ends the session in the other', { tag: '@bff' }, async ({ context, request }) => {
  const user = await createUser(request, {
    mandant: 'shibb',
    rollen: ['elternvertreter'],
  });
  const first = await context.newPage();
  await signInAs(first, user, '/shibb');
  const second = await context.newPage();
  await second.goto('/shibb/elternvertreter/hilfe');
  await expect(account(second)).toBeVisible();
  await account(first)
    .getByRole('button', { name: /Abmelden/ })
    .click();
  await expect(first).toHaveURL(/\/shibb(\?|$)/);
  await expect(second).toHaveURL(/\/shibb\?ruecksprung=/);
  await expect(second.getByRole('alert')).toContainText('in einem anderen Fenster abgemeldet');
  await expect(second.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
});

/** Someone with three roles of the portal, the first one active. */
const threeRoles = (request: APIRequestContext, mandant: 'iqsh' | 'shibb') =>
  createUser(request, {
    mandant,
    rollen: ['lehrkraft', 'schulleitung', 'veranstaltungsleiter'],
  });

test('role change lists the roles, tells the server and lands on the new dashboard', { tag: '@bff' }, async ({ page, request }) => {
  await signInAs(page, await threeRoles(request, 'iqsh'), '/iqsh');
  const start: Role = 'lehrkraft';
  await expect(page).toHaveURL(new RegExp(`/iqsh/${start}/${dashboardOf(start)}$`));
  await page.getByRole('link', { name: 'Rolle wechseln' }).click();
  const roles = page.getByRole('group', { name: 'Ihre Rollen' }).getByRole('radio');
  await expect(roles).toHaveCount(3);
  const target: Role = 'veranstaltungsleiter';
  await page.getByRole('radio', { name: ROLE_LABELS[target] }).check();
  await page.getByRole('button', { name: 'Rolle wechseln' }).click();
  await expect(page).toHaveURL(new RegExp(`/iqsh/${target}/${dashboardOf(target)}$`));
  await expect(account(page)).toContainText(ROLE_LABELS[target]);
  // The server knows: a new page load comes back in the new role.
  await page.goto('/iqsh');
  await page.goto(`/iqsh/${start}`);
  await expect(page).toHaveURL(new RegExp(`/iqsh/${target}/${dashboardOf(target)}$`));
});

test('a signed-in user opening a branch of a role they do not hold goes to their own', async ({ page }) => {
  await signIn(page, 'schulbegleiter.shibb', '/shibb');
  await page.goto('/shibb/administrator/archivsuche');
  await expect(page).toHaveURL(/\/shibb\/schulbegleiter\/dashboard$/);
  await page.goto('/iqsh/schulbegleiter/hilfe');
  await expect(page).toHaveURL(/\/shibb\/schulbegleiter\/dashboard$/);
});

test.describe('a failed sign-in in the popup is explained in the page that opened it, and the popup closes', () => {
  test('the person cancels at the identity provider', { tag: '@bff' }, async ({ page }) => {
    const popup = await openSignInPopup(page);
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('link', { name: 'Abbrechen' }).click();
    await popupClosed;
    await expect(page).toHaveURL(/\/iqsh\/callback\?fehler=login-cancelled$/);
    await expect(heading(page)).toHaveText('Anmeldung nicht möglich');
    await expect(page.getByRole('alert')).toContainText('Die Anmeldung wurde abgebrochen.');
  });

  test('the BFF cannot finish the sign-in', { tag: '@bff' }, async ({ page, context }) => {
    test.skip(test.info().project.name !== BFF_PROJECT, 'the BFF’s failure: its pending sign-in’s cookie');
    const popup = await openSignInPopup(page);
    await expect(popup.getByRole('button', { name: 'Als verwaltung.iqsh anmelden' })).toBeVisible();
    // The pending sign-in's cookie is gone (ten minutes passed, say): the BFF moves on to ?fehler=login-failed.
    await context.clearCookies({ name: 'fobu-anmeldung' });
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Als verwaltung.iqsh anmelden' }).click();
    await popupClosed;
    await expect(page).toHaveURL(/\/iqsh\/callback\?fehler=login-failed$/);
    await expect(page.getByRole('alert')).toContainText('Die Anmeldung ist fehlgeschlagen.');
    await expect(page.getByRole('button', { name: 'Erneut anmelden' })).toBeVisible();
  });
});

test('the session times out after warning, and the typed input survives signing in again', { tag: '@bff' }, async ({ page, request }) => {
  const user = await threeRoles(request, 'shibb');
  await page.clock.install();
  await signInAs(page, user, '/shibb');
  await page.getByRole('link', { name: 'Rolle wechseln' }).click();
  const active: Role = 'lehrkraft';
  const other: Role = 'schulleitung';
  await expect(page).toHaveURL(new RegExp(`/shibb/${active}/rollenwechsel$`));
  await page.getByRole('radio', { name: ROLE_LABELS[other] }).check();

  // A teacher's session times out after 900 s (a school head's too, an organiser's after 5400 s).
  const length = 900;
  await page.clock.fastForward((length - 61) * 1000);
  await expect(page.getByRole('dialog', { name: 'Sind Sie noch da?' })).toHaveCount(0);
  await page.clock.fastForward(2000);
  const dialog = page.getByRole('dialog', { name: 'Sind Sie noch da?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Angemeldet bleiben' }).click();
  await expect(dialog).toHaveCount(0);

  await page.clock.fastForward((length - 59) * 1000);
  await expect(dialog).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(page).toHaveURL(/\/shibb\?ruecksprung=/);
  await expect(page.getByRole('alert')).toContainText('wegen Inaktivität abgemeldet');

  await signInAs(page, user);
  await expect(page).toHaveURL(new RegExp(`/shibb/${active}/rollenwechsel$`));
  await expect(page.getByRole('radio', { name: ROLE_LABELS[other] })).toBeChecked();
});

test('a sign-in the server ended keeps the typed input for signing in again', { tag: '@bff' }, async ({ page, request }) => {
  const user = await threeRoles(request, 'iqsh');
  await page.clock.install();
  await signInAs(page, user, '/iqsh');
  await page.getByRole('link', { name: 'Rolle wechseln' }).click();
  await expect(page).toHaveURL(/\/iqsh\/lehrkraft\/rollenwechsel$/);
  await page.getByRole('radio', { name: ROLE_LABELS.schulleitung }).check();

  // The identity provider ends the sign-in as idle (a teacher's 900 s and the grace); the page hears of
  // it at its next call, the activity report (at most once a minute): in BFF mode from the BFF.
  await pauseOnServer(request, user, 1021);
  await page.clock.fastForward(61_000);
  await page.keyboard.press('Shift');
  await expect(page).toHaveURL(/\/iqsh\?ruecksprung=/);
  await expect(page.getByRole('alert')).toContainText('Ihre Anmeldung ist abgelaufen');

  await signInAs(page, user);
  await expect(page).toHaveURL(/\/iqsh\/lehrkraft\/rollenwechsel$/);
  await expect(page.getByRole('radio', { name: ROLE_LABELS.schulleitung })).toBeChecked();
});
