import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createOffer, createUser, download, expectAccessibleInBothSchemes, openSignedIn } from './support';
import { horizontalOverflow } from './support/portal-page';

/*
 * The Fortbildungskonto (docs/proof-of-training.md): a teacher whose attendance the organiser
 * recorded (two of three sessions of a QLA date) sees the hours attended counted in the account,
 * what drops out next, and downloads the Fortbildungsnachweis; the view is accessible in light and dark.
 */

test('a teacher sees the hours attended in the QLA account and downloads the Fortbildungsnachweis', async ({ page, request }) => {
  test.slow();
  const offer = await createOffer(request, {
    titel: 'Klassenführung QLA',
    kennzeichen: ['QLA'],
    umfangStunden: 9,
    termine: [{ inTagen: -30, sitzungen: 3 }],
  });
  const teacher = await createUser(request, {
    vorname: 'Konstanze',
    anmeldungen: [
      {
        vnr: offer.vnr,
        terminId: offer.termine[0].id,
        status: 'teilgenommen',
        anwesenheit: ['teilgenommen', 'teilgenommen', 'nicht_erschienen'],
      },
    ],
  });

  await openSignedIn(page, teacher, '/iqsh/lehrkraft/dashboard');
  await page.getByRole('link', { name: 'Mein Fortbildungskonto' }).click();
  await expect(page).toHaveURL(/\/iqsh\/lehrkraft\/dashboard\?ansicht=fortbildungskonto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Fortbildungskonto' })).toBeVisible();

  const bar = page.getByRole('progressbar', { name: 'QLA-Stunden in den letzten drei Jahren' });
  await expect(bar).toHaveAttribute('aria-valuetext', '6 von 30 Stunden (noch 24)');
  await expect(page.getByText('6 von 30 Stunden (noch 24)')).toBeVisible();
  await expect(page.getByText(/^Als Nächstes fallen 6 Stunden aus dem Zeitraum: Sie zählen bis zum /).first()).toBeVisible();
  const entries = page.getByRole('region', { name: 'Ihre Fortbildungen' });
  await expect(entries.getByText(offer.titel)).toBeVisible();
  await expect(entries.getByText('6 von 9 (2 von 3 Sitzungen)')).toBeVisible();

  await expectAccessibleInBothSchemes(page);

  const file = await download(page, page.getByRole('button', { name: 'Fortbildungsnachweis (PDF)' }));
  expect(file.name).toMatch(/^fortbildungsnachweis-\d{4}-\d\d-\d\d\.pdf$/);
  const pdf = await PDFDocument.load(file.bytes);
  expect(pdf.getTitle()).toBe(`Fortbildungsnachweis: Konstanze ${teacher.name}`);
  await expect(page.getByText(`Download abgeschlossen: ${file.name}`)).toBeAttached();

  // At a phone's width the entries are cards, and nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(entries.getByRole('table')).toHaveCount(0);
  await expect(entries.getByText(offer.titel)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});
