import { expect, test } from '@playwright/test';
import {
  createUser,
  expectAccessibleInBothSchemes,
  expectNoSeriousViolations,
  openPortal,
  openSignedIn,
  personPage,
  stand,
  writeCourse,
} from './support';

test('the staff screens and dialogs have no serious accessibility violation, light and dark (axe-core, WCAG 2.1 AA)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'] });
  await openSignedIn(page, organiser, '/iqsh/veranstaltungsleiter/selbstlernkurssuche?neu=SLK');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByLabel('Titel')).toBeFocused();
  await page.getByRole('button', { name: 'Vorschau' }).click();
  await expectAccessibleInBothSchemes(page);
  const title = `Barrierefrei ${Date.now()}`;
  await writeCourse(page, organiser, title, true);
  await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Zur Prüfung eingereicht');
  await expectAccessibleInBothSchemes(page);
  for (const [path, text] of [
    ['/iqsh/veranstaltungsleiter/vldashboard', 'Nächste Termine'],
    ['/iqsh/veranstaltungsleiter/selbstlernkurssuche', title],
    ['/iqsh/veranstaltungsleiter/hilfe', 'Die Stände eines Angebots'],
  ]) {
    await openPortal(page, path);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  }

  const review = await personPage(browser, reviewer, baseURL);
  await openPortal(review, '/iqsh/qualitaetskontrolle/qkdashboard');
  await expect(review.getByRole('link', { name: title })).toBeVisible();
  await expectAccessibleInBothSchemes(review);
  await review.getByRole('link', { name: title }).click();
  await stand(review).getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(review.getByRole('dialog', { name: 'Angebot zurückgeben' })).toBeVisible();
  await expectNoSeriousViolations(review);
  await review.context().close();
});
