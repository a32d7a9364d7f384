import { expect, test } from '@playwright/test';
import { createDate, createOffer, createUser, DATES, enterCredentials, openPortal, openSignedIn } from './support';

test.describe('booking from the catalogue', () => {
  test(
    'a visitor signs in to book, lands on the same offer in their branch, and books with a remark',
    { tag: '@bff' },
    async ({ page, request }) => {
      const [offer, user] = await Promise.all([createDate(request), createUser(request, { rollen: ['mitarbeiter'] })]);
      await openPortal(page, `${DATES}?vnr=${offer.vnr}`);
      await page.getByRole('region', { name: 'Termine' }).getByRole('button', { name: 'Anmelden und buchen' }).click();
      await enterCredentials(page, user);
      await expect(page).toHaveURL(new RegExp(`/iqsh/mitarbeiter/veranstaltungstermine\\?vnr=${offer.vnr}$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.titel);
      await page.getByRole('region', { name: 'Termine' }).getByRole('button', { name: 'Anmelden', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Verbindlich anmelden?' });
      await dialog.getByLabel('Bemerkung an die Veranstaltungsleitung (freiwillig)').fill('Ich bringe ein eigenes Tablet mit.');
      await dialog.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('dialog', { name: /^Sie sind angemeldet/ })).toBeVisible();
      await page.getByRole('button', { name: 'Fertig' }).click();
      await page.goto('/iqsh/mitarbeiter/dashboard');
      await expect(
        page.getByRole('region', { name: /^Anstehende Fortbildungen/ }).getByRole('heading', { name: offer.titel }),
      ).toBeVisible();
    },
  );

  test('a double click on the confirm button books once', async ({ page, request }) => {
    const [offer, user] = await Promise.all([createDate(request), createUser(request, { rollen: ['schulassistent'] })]);
    await openSignedIn(page, user, `/iqsh/schulassistent/veranstaltungstermine?vnr=${offer.vnr}`);
    const bookingRequests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/anmeldungen')) bookingRequests.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('region', { name: 'Termine' }).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByRole('dialog', { name: 'Verbindlich anmelden?' }).getByRole('button', { name: 'Anmelden' }).dblclick();
    await expect(page.getByRole('dialog', { name: /^Sie sind angemeldet/ })).toBeVisible();
    expect(new Set(bookingRequests).size).toBe(1);
    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.goto('/iqsh/schulassistent/dashboard');
    await expect(page.getByRole('region', { name: /^Anstehende Fortbildungen/ }).getByRole('heading', { name: offer.titel })).toHaveCount(
      1,
    );
  });

  test('enrolling in a self-learning course gives the platform link at once', async ({ page, request }) => {
    const [course, user] = await Promise.all([
      createOffer(request, { vtyp: 'SLK' }),
      createUser(request, { rollen: ['sozialmitarbeiter'] }),
    ]);
    await openSignedIn(page, user, `/iqsh/sozialmitarbeiter/selbstlernkurse?vnr=${course.vnr}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.titel);
    await page.getByRole('button', { name: 'Einschreiben' }).click();
    await page.getByRole('dialog', { name: 'In den Kurs einschreiben?' }).getByRole('button', { name: 'Einschreiben' }).click();
    await expect(page.getByRole('link', { name: /Zur Lernplattform/ })).toHaveAttribute(
      'href',
      `https://lernplattform.example/kurs/${course.vnr.toLowerCase()}`,
    );
    await expect(page.getByText('Sie sind eingeschrieben.')).toBeVisible();
  });

  test('an offer for other target groups says so and offers nothing to book', async ({ page, request }) => {
    const [offer, user] = await Promise.all([
      createDate(request, {}, { zielgruppen: ['lehrkraft'] }),
      createUser(request, { rollen: ['elternvertreter'] }),
    ]);
    await openSignedIn(page, user, `/iqsh/elternvertreter/veranstaltungstermine?vnr=${offer.vnr}`);
    const note = page.getByRole('note').filter({ hasText: 'Mit Ihrer Rolle nicht buchbar' });
    await expect(note).toContainText('Als „Elternvertretung“ können Sie es nicht buchen.');
    // With one role there is nothing to change to.
    await expect(note.getByRole('link', { name: 'Rolle wechseln' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Termine' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Anmelden|Auf die Warteliste)$/ })).toHaveCount(0);
  });
});
