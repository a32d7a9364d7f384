import { formatDay } from '@fobu/domain';
import { expect, test, type Page } from '@playwright/test';
import { createOffer, createUser, datesAhead, openSignedIn, type TestDate } from './support';

type HeldDate = TestDate & { readonly vnr: string };

const OFFER = (termin: HeldDate) => `/iqsh/lehrkraft/veranstaltungstermine?vnr=${termin.vnr}`;

/** The date's card on its offer page. */
const dateCard = (page: Page, termin: HeldDate) =>
  page
    .getByRole('region', { name: 'Termine' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${formatDay(termin.beginn)}`) }) });

test('a teacher who holds a date sees their state on the offer instead of the booking button, and can book again once cancelled', async ({
  page,
  request,
}) => {
  // The test's own offer with one open date, and a teacher of its own who holds nothing yet.
  const offer = await createOffer(request, { mandant: 'iqsh', titel: 'Eigener Stand', termine: [{ inTagen: 30 }] });
  const termin: HeldDate = { ...offer.termine[0], vnr: offer.vnr };
  const teacher = await createUser(request, { mandant: 'iqsh', rollen: ['lehrkraft'] });
  await openSignedIn(page, teacher, OFFER(termin));
  const card = dateCard(page, termin);
  await card.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('dialog', { name: 'Verbindlich anmelden?' }).getByRole('button', { name: 'Anmelden' }).click();
  // The answer stays readable while the date behind it turns into the teacher's state.
  const answer = page.getByRole('dialog', { name: 'Sie sind angemeldet' });
  await expect(answer).toBeVisible();
  await answer.getByRole('button', { name: 'Fertig' }).click();
  await expect(card.getByText('Zugelassen', { exact: true })).toBeVisible();

  // Opening the offer again: the state and the way to the dashboard, no second booking.
  await page.goto(OFFER(termin));
  await expect(card).toContainText('Ihre Anmeldung:');
  await expect(card.getByText('Zugelassen', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^(Anmelden|Auf die Warteliste)$/ })).toHaveCount(0);
  await card.getByRole('link', { name: 'Zu „Meine Fortbildungen“' }).click();

  // Cancelled on the dashboard, the date can be booked again.
  const booked = datesAhead(page)
    .getByRole('listitem')
    .filter({ hasText: `Veranstaltungsnummer ${termin.vnr}` })
    .filter({ hasText: formatDay(termin.beginn) });
  await booked.getByRole('button', { name: /^Stornieren/ }).click();
  await page.getByRole('dialog', { name: 'Anmeldung stornieren?' }).getByRole('button', { name: 'Stornieren', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Anmeldung storniert' })).toBeVisible();
  await page.goto(OFFER(termin));
  await expect(card.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(card).not.toContainText('Ihre Anmeldung:');
});
