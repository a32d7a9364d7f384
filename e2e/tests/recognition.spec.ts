import { expect, test } from '@playwright/test';
import { formatLongDay } from '@fobu/domain';
import { PDFDocument } from 'pdf-lib';
import {
  createUser,
  download,
  expectAccessibleInBothSchemes,
  expectDialogAccessibleInBothSchemes,
  offsetDay,
  openSignedIn,
} from './support';

/*
 * Recognition of outside training (issue 42, docs/proof-of-training.md, "As built: recognition"):
 * a teacher asks with a PDF proof in their Fortbildungskonto, verwaltung approves it with hours
 * from the queue on its dashboard, and the teacher sees it recognised.
 */

const TITLE = 'Sprachsensibler Fachunterricht (VHS)';
/** A month ago: inside every account's window on any day the tests run. */
const ATTENDED = offsetDay(-30);

async function proofPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Teilnahmebescheinigung: Sprachsensibler Fachunterricht, 8 Stunden');
  return Buffer.from(await doc.save());
}

test('a teacher asks with a PDF, verwaltung recognises it with hours, and the teacher sees it recognised', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const teacher = await createUser(request, {});
  const clerk = await createUser(request, { rollen: ['verwaltung'] });

  // The teacher's request, first with a mistake: the errors are German and nothing typed is lost.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await openSignedIn(teacherPage, teacher, '/iqsh/lehrkraft/dashboard?ansicht=fortbildungskonto');
  const section = teacherPage.getByRole('region', { name: 'Externe Fortbildungen anerkennen lassen' });
  await expect(section.getByText('Sie haben noch keine Anerkennung beantragt.')).toBeVisible();
  await section.getByRole('textbox', { name: /Titel der Fortbildung/ }).fill(TITLE);
  await section.getByRole('textbox', { name: /Anbieter/ }).fill('Volkshochschule Kiel');
  await section.getByLabel(/Datum/).fill(ATTENDED);
  await section.getByRole('textbox', { name: /Stunden/ }).fill('8');
  await section.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(section.getByRole('alert')).toContainText('Nachweis (PDF): Bitte fügen Sie den Nachweis als PDF-Datei bei.');
  await expect(section.getByRole('textbox', { name: /Titel der Fortbildung/ })).toHaveValue(TITLE);
  await expectAccessibleInBothSchemes(teacherPage);

  await section
    .getByLabel(/Nachweis \(PDF\)/)
    .setInputFiles({ name: 'bescheinigung.pdf', mimeType: 'application/pdf', buffer: await proofPdf() });
  await section.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(section.getByRole('heading', { name: 'Ihr Antrag ist eingegangen.' })).toBeVisible();
  const card = section.getByRole('listitem', { name: TITLE });
  await expect(card.getByText('Beantragt', { exact: true })).toBeVisible();

  // Verwaltung finds it in the queue on its dashboard, looks at the proof and recognises 6 of the 8 hours.
  await openSignedIn(page, clerk, '/iqsh/verwaltung/vwdashboard');
  const queue = page.getByRole('region', { name: 'Anträge auf Anerkennung' });
  const entry = queue.getByRole('listitem').filter({ hasText: TITLE });
  await expect(entry).toContainText(`${teacher.vorname} ${teacher.name}`);
  await expect(entry).toContainText(`Volkshochschule Kiel · ${formatLongDay(ATTENDED)} · 8 Stunden`);
  const proof = await download(page, entry.getByRole('button', { name: /^Nachweis ansehen/ }));
  expect(proof.name).toBe('bescheinigung.pdf');
  expect((await PDFDocument.load(proof.bytes)).getPageCount()).toBe(1);
  await expectAccessibleInBothSchemes(page);

  await entry.getByRole('button', { name: /^Anerkennen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Fortbildung anerkennen' });
  const hours = dialog.getByRole('textbox', { name: 'Anerkannte Stunden' });
  await expect(hours).toHaveValue('8');
  await hours.fill('9');
  await dialog.getByRole('button', { name: 'Anerkennen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Es können höchstens die beantragten 8 Stunden anerkannt werden.');
  await hours.fill('6');
  await expectDialogAccessibleInBothSchemes(page);
  await dialog.getByRole('button', { name: 'Anerkennen' }).click();
  await expect(dialog).toBeHidden();
  await expect(queue.getByText('Kein Antrag wartet auf Ihre Entscheidung.')).toBeVisible();

  // The teacher sees it recognised, with the hours, and is notified.
  await teacherPage.reload();
  const decided = teacherPage
    .getByRole('region', { name: 'Externe Fortbildungen anerkennen lassen' })
    .getByRole('listitem', { name: TITLE });
  await expect(decided.getByText('Anerkannt', { exact: true })).toBeVisible();
  await expect(decided.getByText('Anerkannt mit 6 Stunden.')).toBeVisible();
  // The granted hours count in the account that takes every training.
  await expect(teacherPage.getByRole('progressbar', { name: 'Fortbildung im letzten Jahr' })).toHaveAttribute(
    'aria-valuetext',
    '6 von 20 Stunden (noch 14)',
  );
  await teacherPage.goto('/iqsh/lehrkraft/dashboard');
  await expect(
    teacherPage.getByText('Die Verwaltung hat Ihre Fortbildung „Sprachsensibler Fachunterricht (VHS)“ mit 6 Stunden anerkannt.'),
  ).toBeVisible();
  await teacherContext.close();
});
