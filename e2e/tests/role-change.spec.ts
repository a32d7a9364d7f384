import { dashboardOf, ROLE_LABELS, ROLE_SCREEN_TITLES, type Role } from '@fobu/domain';
import type { AngebotDetail, AngebotSummary } from '@fobu/api-contract';
import { expect, test, type Page } from '@playwright/test';
import { formsGet } from './support/forms-api';
import { account, signIn } from './support/sign-in';

const BOOKING_SCREENS = ['dashboard', 'veranstaltungstermine', 'abrufveranstaltungen', 'selbstlernkurse', 'hilfe'] as const;

async function changeRole(page: Page, target: Role) {
  await page.getByRole('link', { name: 'Rolle wechseln' }).first().click();
  await page.getByRole('radio', { name: ROLE_LABELS[target] }).check();
  await page.getByRole('button', { name: 'Rolle wechseln' }).click();
  await expect(page).toHaveURL(new RegExp(`/shibb/${target}/${dashboardOf(target)}$`));
  await expect(account(page)).toContainText(ROLE_LABELS[target]);
}

/** Every booking screen of the branch opens through its navigation link, loads its data and shows no error. */
async function expectBookingScreensWork(page: Page, role: Role) {
  for (const screen of BOOKING_SCREENS) {
    await page.getByRole('navigation').getByRole('link', { name: ROLE_SCREEN_TITLES[screen], exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shibb/${role}/${screen}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROLE_SCREEN_TITLES[screen]);
    await expect(page.getByRole('status').filter({ hasText: /werden geladen/ })).toHaveCount(0);
    // LoadStates' failure reads "Wir konnten … gerade nicht laden."
    await expect(page.getByRole('alert').filter({ hasText: /nicht laden|fehlgeschlagen/ })).toHaveCount(0);
  }
  await page.getByRole('navigation').getByRole('link', { name: ROLE_SCREEN_TITLES.veranstaltungstermine, exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /gefunden$/ })).toHaveText(/^[1-9][\d.]* Termine? gefunden$/);
}

// doppelrolle.shibb is this test's own: the other tests that change roles use mehrfach.*.
test('after a role change every booking screen works in the new branch, with what that role has', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, 'doppelrolle.shibb', '/shibb');
  const start = new URL(page.url()).pathname.split('/')[2] as Role;
  if (start !== 'lehrkraft') await changeRole(page, 'lehrkraft');
  await expectBookingScreensWork(page, 'lehrkraft');
  await page.getByRole('navigation').getByRole('link', { name: ROLE_SCREEN_TITLES.dashboard, exact: true }).first().click();
  // Once the teacher's dashboard shows its bookings, approvals would be there too.
  await expect(page.getByRole('heading', { level: 2, name: /^Anstehende Fortbildungen/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Genehmigungen/ })).toHaveCount(0);

  // An offer for school heads but not for teachers: the note shows the way to the other role.
  const offers = await formsGet<{ items: AngebotSummary[] }>(request, '/api/v1/angebote', { mandant: 'shibb', vtyp: 'TERMIN', zielgruppe: 'schulleitung', pageSize: 20 });
  const details = await Promise.all(offers.items.map(({ vnr }) => formsGet<AngebotDetail>(request, `/api/v1/angebote/${vnr}`)));
  const forHeads = details.find((detail) => !detail.zielgruppen.includes('lehrkraft'))!;
  await page.goto(`/shibb/lehrkraft/veranstaltungstermine?vnr=${forHeads.vnr}`);
  const note = page.getByRole('note').filter({ hasText: 'Mit Ihrer Rolle nicht buchbar' });
  await note.getByRole('link', { name: 'Rolle wechseln' }).click();
  await expect(page).toHaveURL('/shibb/lehrkraft/rollenwechsel');

  await page.getByRole('radio', { name: ROLE_LABELS.schulleitung }).check();
  await page.getByRole('button', { name: 'Rolle wechseln' }).click();
  await expect(page).toHaveURL('/shibb/schulleitung/dashboard');
  await expectBookingScreensWork(page, 'schulleitung');
  await page.getByRole('navigation').getByRole('link', { name: ROLE_SCREEN_TITLES.dashboard, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: /^Genehmigungen/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Abrufveranstaltungen Ihrer Schule/ })).toBeVisible();
});
