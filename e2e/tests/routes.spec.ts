import {
  dashboardOf,
  navigationScreensOf,
  PUBLIC_PAGE_TITLES,
  ROLE_LABELS,
  ROLE_SCREEN_TITLES,
  ROLES,
  screensOf,
  TENANTS,
  type PublicPage,
  type RoleScreen,
} from '@fobu/domain';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session';
import { signIn } from './support/sign-in';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('tenant segment (spec sections 2 and 5)', () => {
  test('the root path leads to /iqsh', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/iqsh$/);
    await expect(page.getByRole('banner')).toContainText('IQSH');
  });

  for (const path of ['/hamburg', '/IQSH', '/hamburg/veranstaltungstermine']) {
    test(`an unknown tenant in ${path} leads to / and on to /iqsh`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/iqsh$/);
    });
  }

  test('the header names the tenant', async ({ page }) => {
    await page.goto('/shibb');
    await expect(page.getByRole('banner')).toContainText('SHIBB');
    await expect(page.getByRole('banner')).toContainText('Schleswig-Holsteinisches Institut für Berufliche Bildung');
  });
});

test.describe('public routes', () => {
  for (const tenant of TENANTS) {
    test(`every public page of ${tenant} shows its title`, async ({ page }) => {
      await page.goto(`/${tenant}`);
      await expect(heading(page)).toHaveText('Fortbildungen für Schulen in Schleswig-Holstein');
      for (const [path, title] of Object.entries(PUBLIC_PAGE_TITLES) as [PublicPage, string][]) {
        await page.goto(`/${tenant}/${path}`);
        await expect(heading(page)).toHaveText(title);
        await expect(page).toHaveTitle(`${title} – Fortbildungsportal Schleswig-Holstein`);
      }
    });
  }

  test('the login callback route exists and explains a callback without a sign-in', async ({ page }) => {
    await page.goto('/iqsh/callback');
    await expect(heading(page)).toHaveText('Anmeldung nicht möglich');
    await expect(page.getByRole('button', { name: 'Erneut anmelden' })).toBeVisible();
  });

  test('the unsubscribe route has its own layout without tenant navigation', async ({ page }) => {
    // Without the e-mail's token the page says the link is not valid (e2e/tests/unsubscribe.spec.ts follows real links).
    await page.goto('/unsubscribe/4711');
    await expect(heading(page)).toHaveText('Dieser Link ist ungültig');
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });
});

test.describe('role branches', () => {
  for (const role of ROLES) {
    test(`${role}: the bare path leads to the dashboard, and every screen shows its title`, async ({ page }) => {
      test.setTimeout(120_000);
      await openSignedIn(page, `${role}.iqsh`, `/iqsh/${role}`);
      await expect(page).toHaveURL(new RegExp(`/iqsh/${role}/${dashboardOf(role)}$`));
      // The navigation reaches its screens without loading the app again; the rest are opened by URL.
      const navigation = page.getByRole('navigation', { name: `Navigation ${ROLE_LABELS[role]}` });
      const linked: readonly RoleScreen[] = navigationScreensOf(role).filter((screen) => screen !== 'rollenwechsel');
      for (const screen of linked) {
        await navigation.getByRole('link', { name: ROLE_SCREEN_TITLES[screen], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/iqsh/${role}/${screen}$`));
        await expect(heading(page)).toHaveText(ROLE_SCREEN_TITLES[screen]);
      }
      for (const screen of screensOf(role).filter((s) => s !== 'unsubscribe' && !linked.includes(s))) {
        await page.goto(`/iqsh/${role}/${screen}`);
        await expect(heading(page)).toHaveText(ROLE_SCREEN_TITLES[screen]);
      }
    });
  }

  test('signing in from the bare path returns there, and it leads on to the dashboard', async ({ page }) => {
    await page.goto('/shibb/verwaltung');
    await signIn(page, 'verwaltung.shibb');
    await expect(page).toHaveURL(/\/shibb\/verwaltung\/vwdashboard$/);
  });

  test('the navigation of a branch lists exactly its screens, the role change only for several roles', async ({ page }) => {
    await openSignedIn(page, 'dienstposten.shibb', '/shibb/dienstposten');
    const links = page.getByRole('navigation', { name: 'Navigation Dienstposten' }).getByRole('link');
    await expect(links).toHaveText(['Übersicht Dienstposten', 'Support', 'Datenschutz', 'Impressum']);
  });

  test('controlling has the unsubscribe route, no other role has it', async ({ page }) => {
    await page.goto('/iqsh/controlling/unsubscribe/4711');
    await expect(heading(page)).toHaveText('Dieser Link ist ungültig');
    await page.goto('/iqsh/lehrkraft/unsubscribe/4711');
    await expect(heading(page)).toHaveText('Seite nicht gefunden');
  });
});

test.describe('not found', () => {
  const unknown = [
    '/iqsh/lehrkraft/archivsuche',
    '/iqsh/veranstaltungsleiter/dashboard',
    '/iqsh/dienstposten/hilfe',
    '/iqsh/gibtsnicht',
    '/shibb/lehrkraft/gibtsnicht',
    '/iqsh/lehrkraft/dashboard/zu/tief',
  ];
  for (const path of unknown) {
    test(`${path} shows the German not-found page with a way back`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toHaveText('Seite nicht gefunden');
      await page.getByRole('link', { name: 'Zur Startseite' }).click();
      await expect(page).toHaveURL(new RegExp(`/${path.split('/')[1]}$`));
    });
  }

  test('archive search exists for the administrator', async ({ page }) => {
    await openSignedIn(page, 'administrator.shibb', '/shibb/administrator/archivsuche');
    await expect(page).toHaveURL(/\/shibb\/administrator\/archivsuche$/);
    await expect(heading(page)).toHaveText('Archivsuche');
  });
});

test('security.txt is served as an RFC 9116 file', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^Contact: (mailto:|https:)/m);
  expect(text).toMatch(/^Preferred-Languages: de/m);
  expect(text).toMatch(/^Canonical: https?:\/\/.+\/\.well-known\/security\.txt$/m);
  const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
  expect(expires.getTime()).toBeGreaterThan(Date.now());
  expect(expires.getTime()).toBeLessThan(Date.now() + 366 * 24 * 60 * 60 * 1000);
});
