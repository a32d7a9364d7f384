import { ROLE_LABELS, ROLE_SCREEN_TITLES, type Role } from '@fobu/domain';
import { expect, test, type Page } from '@playwright/test';
import { createDate, createUser, loadingParts, signInAs } from './support';

const BOOKING_SCREENS = ['dashboard', 'veranstaltungstermine', 'abrufveranstaltungen', 'selbstlernkurse', 'hilfe'] as const;

/** Opens a screen of the branch through its navigation link. */
const openScreen = (page: Page, screen: (typeof BOOKING_SCREENS)[number]) =>
  page.getByRole('navigation').getByRole('link', { name: ROLE_SCREEN_TITLES[screen], exact: true }).first().click();

/** Every booking screen of the branch opens through its navigation link, loads its data and shows no error. */
async function expectBookingScreensWork(page: Page, role: Role) {
  for (const screen of BOOKING_SCREENS) {
    await openScreen(page, screen);
    await expect(page).toHaveURL(new RegExp(`/shibb/${role}/${screen}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROLE_SCREEN_TITLES[screen]);
    await expect(loadingParts(page)).toHaveCount(0);
    // LoadStates' failure reads "Wir konnten … gerade nicht laden."
    await expect(page.getByRole('alert').filter({ hasText: /nicht laden|fehlgeschlagen/ })).toHaveCount(0);
  }
  await openScreen(page, 'veranstaltungstermine');
  await expect(page.getByRole('status').filter({ hasText: /gefunden$/ })).toHaveText(/^[1-9][\d.]* Termine? gefunden$/);
}

test(
  'after a role change every booking screen works in the new branch, with what that role has',
  { tag: '@bff' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    // A deputy head: two booking roles, teacher first.
    const user = await createUser(request, {
      mandant: 'shibb',
      rollen: ['lehrkraft', 'schulleitung'],
    });
    // An offer for school heads but not for teachers: the note shows the way to the other role.
    const forHeads = await createDate(request, {}, { mandant: 'shibb', zielgruppen: ['schulleitung'] });
    await signInAs(page, user, '/shibb');
    await expect(page).toHaveURL(/\/shibb\/lehrkraft\/dashboard$/);
    await expectBookingScreensWork(page, 'lehrkraft');
    await openScreen(page, 'dashboard');
    // Once the teacher's dashboard shows its bookings, approvals would be there too.
    await expect(page.getByRole('heading', { level: 2, name: /^Anstehende Fortbildungen/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Genehmigungen/ })).toHaveCount(0);

    await page.goto(`/shibb/lehrkraft/veranstaltungstermine?vnr=${forHeads.vnr}`);
    const note = page.getByRole('note').filter({ hasText: 'Mit Ihrer Rolle nicht buchbar' });
    await note.getByRole('link', { name: 'Rolle wechseln' }).click();
    await expect(page).toHaveURL('/shibb/lehrkraft/rollenwechsel');

    await page.getByRole('radio', { name: ROLE_LABELS.schulleitung }).check();
    await page.getByRole('button', { name: 'Rolle wechseln' }).click();
    await expect(page).toHaveURL('/shibb/schulleitung/dashboard');
    await expectBookingScreensWork(page, 'schulleitung');
    await openScreen(page, 'dashboard');
    await expect(page.getByRole('heading', { level: 2, name: /^Genehmigungen/ })).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /^Abrufveranstaltungen Ihrer Schule/,
      }),
    ).toBeVisible();
  },
);
