import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOffer, createUser, expectNoSeriousViolations, offsetDay, openSignedIn } from './support';

const requestsSection = (page: Page) => page.getByRole('region', { name: /^Abrufveranstaltungen Ihrer Schule/ });

/** A school head of their own school (a new one). */
const schoolHead = (request: APIRequestContext, mandant: 'iqsh' | 'shibb' = 'iqsh') =>
  createUser(request, {
    mandant,
    rollen: ['schulleitung'],
    schulleitung: true,
  });

test('a school head requests an on-demand offer with wish dates and follows it on the dashboard', async ({ page, request }) => {
  const [offer, head] = await Promise.all([createOffer(request, { vtyp: 'ABRUF' }), schoolHead(request)]);
  await openSignedIn(page, head, `/iqsh/schulleitung/abrufveranstaltungen?vnr=${offer.vnr}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.titel);
  await page.getByRole('button', { name: 'Für unsere Schule anfragen' }).click();
  await expect(page.getByRole('button', { name: 'Für unsere Schule anfragen' })).toHaveAttribute('aria-expanded', 'true');

  // Sent empty: German errors, and the first wrong field has the focus.
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte' });
  await expect(summary).toContainText('Bitte geben Sie ein Datum an.');
  await expect(summary).toContainText('Bitte geben Sie an, wie viele Personen etwa teilnehmen, als ganze Zahl.');
  await expect(page.getByLabel('1. Wunschtermin')).toBeFocused();

  await page.getByLabel('1. Wunschtermin').fill(offsetDay(50));
  await page.getByLabel('2. Wunschtermin (freiwillig)').fill(offsetDay(57));
  await page.getByLabel('Erwartete Zahl der Teilnehmenden').fill('3');
  await page.getByLabel('Hinweis an die Veranstaltungsleitung (freiwillig)').fill('Gern am Nachmittag in der Aula.');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Fehler: Eine Abrufveranstaltung braucht mindestens 5 Teilnehmende.')).toBeVisible();
  await expect(page.getByLabel('Erwartete Zahl der Teilnehmenden')).toBeFocused();
  // Nothing typed is lost.
  await expect(page.getByLabel('2. Wunschtermin (freiwillig)')).toHaveValue(offsetDay(57));

  await page.getByLabel('Erwartete Zahl der Teilnehmenden').fill('25');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'Ihre Anfrage ist eingegangen.' });
  await expect(receipt.getByRole('heading', { name: 'Ihre Anfrage ist eingegangen.' })).toBeFocused();
  const referenz = (await receipt.getByTestId('vorgangsnummer').textContent())!;
  expect(referenz).toMatch(/^ABR-\d{4}-\d{6}$/);

  // A second request of the same offer while the first is open is refused, with the reason.
  await receipt.getByRole('button', { name: 'Neue Anfrage stellen' }).click();
  await page.getByLabel('1. Wunschtermin').fill(offsetDay(60));
  await page.getByLabel('Erwartete Zahl der Teilnehmenden').fill('20');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nicht gesendet' })).toContainText('bereits angefragt');

  await page.getByRole('link', { name: 'Meine Fortbildungen' }).first().click();
  const card = requestsSection(page).getByRole('listitem').filter({ hasText: referenz });
  await expect(card.getByRole('heading', { name: offer.titel })).toBeVisible();
  await expect(card.getByText('Angefragt', { exact: true })).toBeVisible();
  await expect(card).toContainText('etwa 25');
  await expect(card).toContainText('Die Veranstaltungsleitung prüft Ihre Wunschtermine');
});

test('staff learn that their school head requests on-demand offers', async ({ page, request }) => {
  const [offer, teacher] = await Promise.all([
    createOffer(request, { mandant: 'shibb', vtyp: 'ABRUF' }),
    createUser(request, { mandant: 'shibb' }),
  ]);
  await openSignedIn(page, teacher, `/shibb/lehrkraft/abrufveranstaltungen?vnr=${offer.vnr}`);
  await expect(page.getByText('Sprechen Sie Ihre Schulleitung an: Sie kann sie hier im Portal anfragen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Für unsere Schule anfragen' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the request form with its errors and the school head's dashboard have no serious or critical accessibility violation in ${scheme} mode`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const head = await schoolHead(request, 'shibb');
    const offer = await createOffer(request, {
      mandant: 'shibb',
      vtyp: 'ABRUF',
      anfrage: { schule: head.dstnr, status: 'angefragt' },
    });
    await openSignedIn(page, head, `/shibb/schulleitung/abrufveranstaltungen?vnr=${offer.vnr}`);
    await page.getByRole('button', { name: 'Für unsere Schule anfragen' }).click();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByText(/^Fehler: /).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/shibb/schulleitung/dashboard');
    await expect(requestsSection(page).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the date agreed for a school is shown on the offer to its staff, who book it; a declined request gives the reason', async ({
  browser,
  page,
  request,
}) => {
  const head = await schoolHead(request);
  const reason = 'Zum Wunschtermin steht leider keine Referentin zur Verfügung.';
  const [agreed, teacher] = await Promise.all([
    createOffer(request, {
      vtyp: 'ABRUF',
      termine: [{ inTagen: 40, schule: head.dstnr }],
      anfrage: { schule: head.dstnr, status: 'terminiert' },
    }),
    createUser(request, { schule: head.dstnr }),
    createOffer(request, {
      vtyp: 'ABRUF',
      anfrage: { schule: head.dstnr, status: 'abgelehnt', begruendung: reason },
    }),
  ]);
  await openSignedIn(page, head, '/iqsh/schulleitung/dashboard');
  await expect(requestsSection(page).getByRole('listitem').filter({ hasText: 'Abgelehnt' })).toContainText(`Begründung: ${reason}`);
  const agreedCard = requestsSection(page).getByRole('listitem').filter({ hasText: 'Termin vereinbart' });
  await expect(agreedCard).toContainText(/ist nur für Ihre Schule buchbar/);
  await agreedCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`vnr=${agreed.vnr}`));
  await expect(page.getByRole('region', { name: 'Termine für Ihre Schule' }).getByRole('heading', { level: 3 })).toHaveCount(1);

  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await openSignedIn(teacherPage, teacher, `/iqsh/lehrkraft/abrufveranstaltungen?vnr=${agreed.vnr}`);
  const dates = teacherPage.getByRole('region', {
    name: 'Termine für Ihre Schule',
  });
  await dates.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await teacherPage.getByRole('dialog', { name: 'Verbindlich anmelden?' }).getByRole('button', { name: 'Anmelden' }).click();
  await expect(teacherPage.getByRole('dialog', { name: /^Sie sind angemeldet/ })).toBeVisible();
  await teacherContext.close();
});
