import type { TerminSearchItem } from '@fobu/api-contract';
import { formatDay } from '@fobu/domain';
import { expect, test, type Page } from '@playwright/test';
import { datesAhead } from './support/dashboard';
import { offsetDay } from './support/days';
import { bookableFor } from './support/forms-api';
import { signIn } from './support/sign-in';

const OFFER = (termin: TerminSearchItem) =>
  `/iqsh/lehrkraft/veranstaltungstermine?vnr=${termin.vnr}`;

/** The date's card on its offer page. */
const dateCard = (page: Page, termin: TerminSearchItem) =>
  page
    .getByRole('region', { name: 'Termine' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', {
        name: new RegExp(`^${formatDay(termin.beginn)}`),
      }),
    });

/** The offer numbers of everything on the teacher's dashboard (the seed gives the demo teacher some). */
async function offersOnDashboard(page: Page): Promise<string[]> {
  await expect(datesAhead(page)).toBeVisible();
  const lines = await page
    .getByText(/Veranstaltungsnummer [A-Z0-9]+/)
    .allTextContents();
  return lines.map((line) => /Veranstaltungsnummer ([A-Z0-9]+)/.exec(line)![1]);
}

test('a teacher who holds a date sees their state on the offer instead of the booking button, and can book again once cancelled', async ({
  page,
  request,
}) => {
  await signIn(page, 'lehrkraft.iqsh', '/iqsh/lehrkraft/dashboard');
  const held = await offersOnDashboard(page);
  // A date of an offer the teacher holds nothing of, from the middle of the list two to eight weeks
  // ahead: the other specs take theirs from the ends (the last roomy one, the one with one seat
  // left, those in the last week). A retry takes the next: the first attempt may have booked this one.
  const candidates = (
    await bookableFor(request, ['lehrkraft'], {
      von: offsetDay(14),
      bis: offsetDay(56),
    })
  )
    .filter(
      (candidate) =>
        candidate.freiePlaetze > 3 &&
        !candidate.genehmigungErforderlich &&
        Date.parse(candidate.stornofrist) > Date.now() + 86_400_000 &&
        !held.includes(candidate.vnr),
    )
    .sort((a, b) => a.id - b.id);
  const termin =
    candidates[Math.floor(candidates.length / 2) + test.info().retry];
  expect(
    termin,
    'the seed has an open date two to eight weeks ahead that the teacher holds nothing of',
  ).toBeDefined();

  await page.goto(OFFER(termin));
  const card = dateCard(page, termin);
  await card.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Verbindlich anmelden?' })
    .getByRole('button', { name: 'Anmelden' })
    .click();
  // The answer stays readable while the date behind it turns into the teacher's state.
  const answer = page.getByRole('dialog', { name: 'Sie sind angemeldet' });
  await expect(answer).toBeVisible();
  await answer.getByRole('button', { name: 'Fertig' }).click();
  await expect(card.getByText('Zugelassen', { exact: true })).toBeVisible();

  // Opening the offer again: the state and the way to the dashboard, no second booking.
  await page.goto(OFFER(termin));
  await expect(card).toContainText('Ihre Anmeldung:');
  await expect(card.getByText('Zugelassen', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('button', { name: /^(Anmelden|Auf die Warteliste)$/ }),
  ).toHaveCount(0);
  await card.getByRole('link', { name: 'Zu „Meine Fortbildungen“' }).click();

  // Cancelled on the dashboard, the date can be booked again.
  const booked = datesAhead(page)
    .getByRole('listitem')
    .filter({ hasText: `Veranstaltungsnummer ${termin.vnr}` })
    .filter({ hasText: formatDay(termin.beginn) });
  await booked.getByRole('button', { name: /^Stornieren/ }).click();
  await page
    .getByRole('dialog', { name: 'Anmeldung stornieren?' })
    .getByRole('button', { name: 'Stornieren', exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Anmeldung storniert' }),
  ).toBeVisible();
  await page.goto(OFFER(termin));
  await expect(
    card.getByRole('button', { name: 'Anmelden', exact: true }),
  ).toBeVisible();
  await expect(card).not.toContainText('Ihre Anmeldung:');
});
