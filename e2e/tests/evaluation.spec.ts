import { expect, test } from '@playwright/test';
import { createDate, createUser, expectAccessibleInBothSchemes, formsAs, openSignedIn } from './support';

/*
 * The evaluation after each date (docs/proof-of-training.md, "As built: evaluation"): a participant
 * evaluates a date they attended once, anonymously; the organiser sees the results only from the
 * fifth answer on. Every date here ended yesterday, and every participant attended.
 */

const ANSWER = { werte: [4, 3, 3, 2, 4], freitext: '' };
const resultsOf = (termin: number) => `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=${termin}&terminansicht=bewertung`;

test('a participant evaluates a date once; a second try is refused', async ({ page, request }) => {
  test.slow();
  const offer = await createDate(request, { inTagen: -1 }, { titel: 'Bewertung einmal' });
  const person = await createUser(request, { anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status: 'teilgenommen' }] });

  await openSignedIn(page, person, '/iqsh/lehrkraft/dashboard');
  const open = page.getByRole('region', { name: /Bitte bewerten Sie/ });
  await open.getByRole('link', { name: new RegExp(`^Jetzt bewerten\\s*:\\s*${offer.titel}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`dashboard\\?bewertung=${offer.termin.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: offer.titel })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // Nothing chosen: each statement says so, and nothing is sent.
  await page.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.getByText('Fehler: Bitte wählen Sie zu dieser Aussage eine Antwort.')).toHaveCount(5);
  await expectAccessibleInBothSchemes(page);
  for (let index = 1; index <= 5; index++) {
    await page
      .getByRole('group', { name: new RegExp(`^${index}\\. `) })
      .getByRole('radio', { name: index % 2 === 0 ? 'trifft eher zu' : 'trifft voll zu' })
      .check();
  }
  await page.getByRole('textbox', { name: /Was möchten Sie/ }).fill('Gut vorbereitet, gern mehr Praxisbeispiele.');
  await page.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bewertung' })).toBeVisible();

  // A second answer for the same booking is refused, and the form says it was given.
  const second = await formsAs(page, request, person, 'post', `/api/v1/termine/${offer.termin.id}/bewertung`, ANSWER);
  expect(second.status()).toBe(409);
  expect(((await second.json()) as { message: string }).message).toContain('bereits bewertet');
  await page.goto(`/iqsh/lehrkraft/dashboard?bewertung=${offer.termin.id}`);
  await expect(page.getByText('Sie haben diesen Termin bereits bewertet.', { exact: false })).toBeVisible();
  await page.goto('/iqsh/lehrkraft/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Bitte bewerten Sie/ })).toHaveCount(0);
});

test('the organiser sees the results only from the fifth answer on', async ({ page, request }) => {
  test.slow();
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const offer = await createDate(request, { inTagen: -1 }, { leitung: organiser.uid, titel: 'Bewertung ab fünf' });
  const people = [];
  for (let i = 0; i < 5; i++)
    people.push(await createUser(request, { anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status: 'teilgenommen' }] }));
  for (const person of people.slice(0, 4)) {
    const answer = await formsAs(page, request, person, 'post', `/api/v1/termine/${offer.termin.id}/bewertung`, ANSWER);
    expect(answer.status()).toBe(200);
  }

  await openSignedIn(page, organiser, resultsOf(offer.termin.id));
  await expect(page.getByRole('heading', { level: 1, name: `Bewertung: ${offer.titel}` })).toBeVisible();
  await expect(page.getByText(/Zu wenige Antworten: 4 Antworten liegen vor/)).toBeVisible();
  await expect(page.getByText(/Durchschnitt/)).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);

  const fifth = await formsAs(page, request, people[4], 'post', `/api/v1/termine/${offer.termin.id}/bewertung`, {
    ...ANSWER,
    freitext: 'Sehr praxisnah.',
  });
  expect(fifth.status()).toBe(200);
  await openSignedIn(page, organiser, resultsOf(offer.termin.id));
  await expect(page.getByRole('heading', { name: /^1\. / })).toBeVisible();
  await expect(page.getByText('5 Antworten.', { exact: false })).toBeVisible();
  await expect(page.getByText('Durchschnitt: 4,0')).toHaveCount(2);
  await expect(page.getByText('Sehr praxisnah.')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // Quality control reads the offer's results on its review screen, the offer's work page.
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'] });
  await openSignedIn(page, reviewer, `/iqsh/qualitaetskontrolle/veranstaltungssuche?vnr=${offer.vnr}`);
  const offerResults = page.getByRole('region', { name: 'Bewertungen' });
  await expect(offerResults.getByText('Durchschnitt: 4,0')).toHaveCount(2);
  await expectAccessibleInBothSchemes(page);

  // At the door, the check-out code leads the participants to the form.
  await openSignedIn(page, organiser, resultsOf(offer.termin.id).replace('terminansicht=bewertung', 'terminansicht=einlass'));
  await page.getByRole('button', { name: 'Check-out-Code zeigen' }).click();
  const image = page.getByRole('dialog', { name: 'Check-out: Bitte bewerten Sie' }).getByRole('img', { name: /^QR-Code zur Bewertung/ });
  const target = new URL((await image.getAttribute('src'))!).searchParams.get('data');
  expect(target).toBe(`${new URL(page.url()).origin}/iqsh/lehrkraft/dashboard?bewertung=${offer.termin.id}`);
});
