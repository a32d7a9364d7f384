import { ROLE_LABELS, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createUser,
  formsServiceToken,
  issueTokens,
  notificationList,
  openPortal,
  personPage,
  backendConfig,
  signInAs,
  stand,
  waitForEmail,
  writeCourse,
  type TestUser,
} from './support';

/*
 * The review loop closed (issue 39, point 2): each side hears of the other's step in the portal and
 * by e-mail, the organiser finds the note in the editor, the reviewer goes back to the queue or on to
 * the next entry, and a screen opened again shows what another person changed meanwhile.
 */

const NOTE = 'Bitte nennen Sie die Voraussetzungen für den Kurs.';

/** The queue's entry in the reviewer's navigation, highlighted while the queue is shown. */
const queueLink = (page: Page) =>
  page
    .getByRole('navigation', { name: `Navigation ${ROLE_LABELS.qualitaetskontrolle}` })
    .getByRole('link', { name: ROLE_SCREEN_TITLES.qkdashboard, exact: true });

/** A review step of the person through the forms service, as the portal would send it, ready to be sent at once. */
async function prepareStep(page: Page, request: APIRequestContext, user: TestUser, vnr: string, step: string, data: object) {
  const { forms } = backendConfig().services;
  const { access_token: userToken } = await issueTokens(page, user, 'iqsh');
  const headers = { authorization: `Bearer ${await formsServiceToken(request)}`, 'x-user-authorization': `Bearer ${userToken}` };
  return () => request.post(`${forms.url}/api/v1/angebote/${vnr}/${step}`, { params: { scope: 'serviceformix' }, headers, data });
}

test('each side hears of the other’s review step in the portal and by e-mail, the note is in the editor, the reviewer returns to the queue', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Olga' });
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'], vorname: 'Quentin' });
  const title = `Prüfschleife ${Date.now()}`;
  await signInAs(page, organiser, '/iqsh');
  await writeCourse(page, organiser, title, true);

  // Quality control is told of the submission, in the portal and by e-mail.
  const submitted = await waitForEmail(request, reviewer.email, (email) => email.text.includes(title));
  expect(submitted.betreff).toBe('Angebot zur Prüfung eingereicht');
  const review = await personPage(browser, reviewer, baseURL);
  await openPortal(review, '/iqsh/qualitaetskontrolle/qkdashboard');
  await expect(notificationList(review)).toContainText(`„${title}“`);

  // Sending it back leads back to the queue, its entry highlighted and its heading focused.
  await review.getByRole('link', { name: title }).click();
  await stand(review).getByRole('button', { name: 'Zurückgeben' }).click();
  const dialog = review.getByRole('dialog', { name: 'Angebot zurückgeben' });
  await dialog.getByLabel('Was soll geändert werden?').fill(NOTE);
  await dialog.getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(review).toHaveURL('/iqsh/qualitaetskontrolle/qkdashboard');
  await expect(queueLink(review)).toHaveAttribute('aria-current', 'page');
  await expect(review.getByRole('heading', { level: 1 })).toBeFocused();

  // The organiser is told, with the note, and finds the note at the top of the editor.
  const sentBack = await waitForEmail(request, organiser.email, (email) => email.betreff === 'Angebot zurückgegeben');
  expect(sentBack.text).toContain(NOTE);
  await openPortal(page, '/iqsh/veranstaltungsleiter/vldashboard');
  await expect(notificationList(page)).toContainText('Angebot zurückgegeben');
  await page.getByRole('region', { name: 'Zurückgegeben' }).getByRole('link', { name: title }).click();
  await stand(page).getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('bearbeiten');
  await expect(page.getByText('Hinweis der Qualitätskontrolle')).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.getByLabel('Hinweise').fill('Voraussetzung: ein Dienstgerät mit Internetzugang.');
  await page.getByRole('button', { name: 'Speichern und zur Prüfung einreichen' }).click();
  await expect(stand(page)).toContainText('Zur Prüfung');

  // The queue, opened again, holds it anew; quality control approves, the organiser hears of it, the reviewer is in the queue again.
  await queueLink(review).click();
  await review.getByRole('link', { name: title }).click();
  await stand(review).getByRole('button', { name: 'Freigeben' }).click();
  await review.getByRole('dialog', { name: 'Angebot freigeben?' }).getByRole('button', { name: 'Freigeben' }).click();
  await expect(review).toHaveURL('/iqsh/qualitaetskontrolle/qkdashboard');
  await expect(review.getByRole('link', { name: title })).toHaveCount(0);
  const approved = await waitForEmail(request, organiser.email, (email) => email.betreff === 'Angebot freigegeben');
  expect(approved.text).toContain(title);
  await openPortal(page, '/iqsh/veranstaltungsleiter/vldashboard');
  await expect(notificationList(page)).toContainText('Angebot freigegeben');
  await review.context().close();
});

/** An organiser of the test's own, signed in on `page`, who has written and submitted a course; and a reviewer. */
async function submittedCourse(page: Page, request: APIRequestContext, title: string) {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'] });
  await signInAs(page, organiser, '/iqsh');
  return { organiser, reviewer, vnr: await writeCourse(page, organiser, title, true) };
}

test('„Danach das nächste Angebot öffnen“ goes on to the next entry of the queue', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const { organiser, reviewer, vnr: first } = await submittedCourse(page, request, `Erstes ${Date.now()}`);
  await writeCourse(page, organiser, `Zweites ${Date.now()}`, true);

  const review = await personPage(browser, reviewer, baseURL);
  await openPortal(review, `/iqsh/qualitaetskontrolle/selbstlernkurssuche?vnr=${first}`);
  await stand(review).getByRole('button', { name: 'Freigeben' }).click();
  const dialog = review.getByRole('dialog', { name: 'Angebot freigeben?' });
  await dialog.getByLabel('Danach das nächste Angebot öffnen').check();
  await dialog.getByRole('button', { name: 'Freigeben' }).click();
  // The next entry is the longest-waiting one the reviewer may approve: not the one just approved.
  await expect.poll(() => new URL(review.url()).searchParams.get('vnr')).not.toBe(first);
  expect(new URL(review.url()).searchParams.get('vnr')).toMatch(/^[A-Z]{2}\d+$/);
  await expect(stand(review)).toContainText('Zur Prüfung');
  await expect(review.getByRole('heading', { level: 1 })).toBeFocused();
  await review.context().close();
});

test('a screen opened again within seconds shows what another person changed meanwhile', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const { organiser, reviewer, vnr } = await submittedCourse(page, request, `Wieder geöffnet ${Date.now()}`);
  const sendBack = await prepareStep(page, request, reviewer, vnr, 'zurueckgeben', { version: 2, notiz: NOTE });
  expect((await sendBack()).status()).toBe(200);
  // Ready before the seconds count: the organiser's resubmission, through the service.
  const resubmit = await prepareStep(page, request, organiser, vnr, 'einreichen', { version: 3 });

  // Quality control reads the offer sent back, goes to the list, and opens the offer again within seconds.
  const review = await personPage(browser, reviewer, baseURL);
  await openPortal(review, `/iqsh/qualitaetskontrolle/selbstlernkurssuche?vnr=${vnr}`);
  await expect(stand(review)).toContainText('Zurückgegeben');
  await review.getByRole('link', { name: '← Zurück zur Liste' }).click();
  expect((await resubmit()).status()).toBe(200);
  await review.goBack();
  // Nothing asks again later: what the screen shows now is what it keeps showing.
  await expect(stand(review)).toContainText('Zur Prüfung');
  await review.context().close();
});
