import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createDate, createOffer, createUser, openPortal, openSignedIn, pdfText, section, writeOffer, type TestUser } from './support';

/*
 * The staff's lists as they work with them every day (issue 39, points 4 and 5): a participant list
 * printed whole, and the dashboards' „und N weitere“ leading to the search that shows them all.
 */

/** Whether an element is rendered (not `display: none` itself or through an ancestor). */
const rendered = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length);

/** An organiser of their own and their offer with `count` dates on the days from ten days ahead. */
async function organiserWithSeries(request: APIRequestContext, vorname: string, titel: string, count: number) {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname });
  const termine = Array.from({ length: count }, (_, index) => ({ inTagen: 10 + index }));
  return { organiser, offer: await createOffer(request, { leitung: organiser.uid, titel, termine }) };
}

test('a participant list of 28 prints every row, under a header naming the date and offer, without navigation or controls', async ({
  page,
  request,
}) => {
  test.slow(); // 28 participants of their own
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Olaf' });
  const offer = await createDate(request, { plaetze: 30 }, { leitung: organiser.uid, titel: 'Druckliste' });
  const people: TestUser[] = await Promise.all(
    Array.from({ length: 28 }, (_, index) =>
      createUser(request, {
        vorname: `Person${String(index + 1).padStart(2, '0')}`,
        anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status: 'zugelassen' }],
      }),
    ),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, organiser, `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=${offer.termin.id}`);
  const table = page.getByRole('table', { name: 'Teilnehmende (28)' });
  await expect(table.getByRole('row')).toHaveCount(29);
  // One table on the page: the page scrolls it, no inner box that could hide its rows.
  await expect(page.getByRole('region', { name: 'Teilnehmende (28)' })).toHaveCount(0);

  // Printed from a phone-wide window too, the list is a table on paper (a card list broke off after a page).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: `Teilnehmende: ${offer.titel}` })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('search', { name: 'Teilnehmende filtern' })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Aktionen' })).toBeHidden();
  expect(await rendered(page, 'main button:not(th button), nav, input')).toBe(0);
  for (const person of people)
    await expect(table.getByRole('rowheader', { name: new RegExp(`${person.name}, ${person.vorname}`) })).toBeVisible();

  const text = await pdfText(await page.pdf({ format: 'A4' }));
  expect(text).toContain(offer.titel);
  // A portrait page's name column breaks „Test-900030,“ after its hyphen: the names are compared without spaces.
  const compact = (words: string) => words.replace(/\s+/g, '');
  for (const person of people)
    expect(compact(text), `${person.vorname} auf dem Papier`).toContain(compact(`${person.name}, ${person.vorname}`));
  for (const control of ['Veranstaltungssuche', 'Nachricht schreiben', 'Entfernen', 'Für die Person stornieren'])
    expect(text).not.toContain(control);
});

test('the organiser’s dashboard leads from „und N weitere“ to the same dates, from each date to its people, and lists their drafts and offers under review', async ({
  page,
  request,
}) => {
  test.slow();
  const { organiser, offer } = await organiserWithSeries(request, 'Olaf', 'Reihe', 12);
  await openSignedIn(page, organiser, '/iqsh/veranstaltungsleiter/vldashboard');
  const draft = `Entwurf ${offer.vnr}`;
  const submitted = `Eingereicht ${offer.vnr}`;
  await writeOffer(page, organiser, { vtyp: 'TERMIN', title: draft, format: 'online', submit: false });
  await writeOffer(page, organiser, { vtyp: 'TERMIN', title: submitted, format: 'online', submit: true });

  await openPortal(page, '/iqsh/veranstaltungsleiter/vldashboard');
  const drafts = section(page, /^Ihre Entwürfe$/);
  await expect(drafts.getByRole('heading', { name: 'Ihre Entwürfe (1)' })).toBeVisible();
  await expect(drafts.getByRole('link', { name: draft })).toBeVisible();
  const underReview = section(page, /^In Prüfung$/);
  await expect(underReview.getByRole('heading', { name: 'In Prüfung (1)' })).toBeVisible();
  await expect(underReview.getByRole('link', { name: submitted })).toBeVisible();

  const next = section(page, /^Nächste Termine$/);
  await expect(next.getByRole('heading', { name: 'Nächste Termine (12)' })).toBeVisible();
  await expect(next.getByRole('link', { name: /^Teilnehmende: / })).toHaveCount(10);
  await next.getByRole('link', { name: /^und 2 weitere/ }).click();
  await expect(page).toHaveURL(/veranstaltungsterminsuche\?.*status=veroeffentlicht/);
  await expect(page.getByRole('status').filter({ hasText: '12 Termine gefunden' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gefundene Termine' }).getByRole('link', { name: offer.titel, exact: true })).toHaveCount(
    12,
  );

  await page.goBack();
  await section(page, /^Nächste Termine$/)
    .getByRole('link', { name: /^Teilnehmende: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Teilnehmende: ${offer.titel}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`termin=${offer.termine[0].id}`));
});

test('a list of work leads from „und N weitere“ to the search filtered by the same task, which says so and can drop it', async ({
  page,
  request,
}) => {
  test.slow();
  // 21 dates with no one booked, each short of its minimum of 8 while booking is open: one more than the list shows.
  const { organiser, offer } = await organiserWithSeries(request, 'Oda', 'Mindestreihe', 21);
  await openSignedIn(page, organiser, '/iqsh/veranstaltungsleiter/vldashboard');
  const short = section(page, /^Unter der Mindestzahl$/);
  await expect(short.getByRole('heading', { name: 'Unter der Mindestzahl (21)' })).toBeVisible();
  await short.getByRole('link', { name: /^und 1 weitere/ }).click();
  await expect(page).toHaveURL(/veranstaltungsterminsuche\?.*aufgabe=mindestzahl/);
  await expect(page.getByText('Nur aus der Übersicht:')).toContainText('Unter der Mindestzahl');
  await expect(page.getByRole('status').filter({ hasText: '21 Termine gefunden' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gefundene Termine' }).getByRole('link', { name: offer.titel, exact: true })).toHaveCount(
    20,
  );

  await page.getByRole('button', { name: 'Filter „Unter der Mindestzahl“ entfernen' }).click();
  await expect(page).not.toHaveURL(/aufgabe=/);
  await expect(page.getByText('Nur aus der Übersicht:')).toBeHidden();
});
