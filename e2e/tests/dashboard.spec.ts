import { expect, test, type Locator, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousViolations } from './support/axe';
import { datesAhead, notificationList, section } from './support/dashboard';
import { signIn } from './support/sign-in';


test('the dashboard tells each booking’s state and what happens next', async ({ page }) => {
  await signIn(page, 'lehrkraft.iqsh', '/iqsh/lehrkraft/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Fortbildungen' })).toBeVisible();
  const ahead = datesAhead(page);
  await expect(ahead.getByText(/^Warteliste, Platz \d+$/)).toBeVisible();
  await expect(ahead.getByText('Wartet auf Genehmigung')).toBeVisible();
  await expect(ahead.getByText(/Ihre Schulleitung muss die Teilnahme noch genehmigen/)).toBeVisible();
  const courses = section(page, /^Selbstlernkurse/);
  await expect(courses.getByRole('link', { name: /Zur Lernplattform/ })).toHaveAttribute('href', /^https:\/\/lernplattform\.example\/kurs\//);
  const past = section(page, /^Vergangene und beendete Anmeldungen/);
  await expect(past.getByText('Teilgenommen', { exact: true })).toBeVisible();
  await expect(past.getByText('Storniert', { exact: true }).first()).toBeVisible();
  // Each title leads to its offer in the role's own branch.
  await expect(ahead.getByRole('link').first()).toHaveAttribute('href', /^\/iqsh\/lehrkraft\/veranstaltungstermine\?vnr=IQ\d+$/);
});

test('a booking is cancelled after confirming, and moves to the ended ones', async ({ page }) => {
  await signIn(page, 'lehrkraft.shibb', '/shibb/lehrkraft/dashboard');
  const ahead = datesAhead(page);
  // A date the person holds (not the one waiting for approval, which another test decides).
  const card = ahead.getByRole('listitem').filter({ hasText: 'Zugelassen' }).filter({ has: page.getByRole('button', { name: /^Stornieren/ }) }).first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const vnr = (await card.textContent())!.match(/Veranstaltungsnummer (SB\d+)/)![1];
  await card.getByRole('button', { name: /^Stornieren/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmeldung stornieren?' });
  await expect(dialog).toContainText(title);
  // The safe choice has the focus; Escape keeps the booking.
  await expect(dialog.getByRole('button', { name: 'Nicht stornieren' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(ahead.getByRole('heading', { name: title })).toBeVisible();

  await card.getByRole('button', { name: /^Stornieren/ }).click();
  await page.getByRole('dialog', { name: 'Anmeldung stornieren?' }).getByRole('button', { name: 'Stornieren', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Anmeldung storniert' })).toBeVisible();
  await expect(ahead.getByRole('heading', { name: title })).toHaveCount(0);
  const ended = section(page, /^Vergangene und beendete Anmeldungen/).getByRole('listitem').filter({ hasText: vnr });
  await expect(ended.getByText('Storniert', { exact: true })).toBeVisible();
});

test('a notification is marked as read', async ({ page }) => {
  await signIn(page, 'lehrkraft.iqsh', '/iqsh/lehrkraft/dashboard');
  const panel = notificationList(page);
  const unread = async () => Number((await panel.getByRole('heading').textContent())?.match(/\((\d+) ungelesen\)/)?.[1] ?? 0);
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  const before = await unread();
  expect(before).toBeGreaterThan(0);
  await panel.getByRole('button', { name: /^Als gelesen markieren/ }).first().click();
  await expect.poll(unread).toBe(before - 1);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the dashboard has no serious or critical accessibility violation in ${scheme} mode`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await signIn(page, 'lehrkraft.iqsh', '/iqsh/lehrkraft/dashboard');
    await expect(datesAhead(page).getByRole('listitem').first()).toBeVisible();
    await expect(notificationList(page).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the calendar files and the confirmation of attendance download and read as such', async ({ page }) => {
  await signIn(page, 'lehrkraft.iqsh', '/iqsh/lehrkraft/dashboard');
  const ahead = datesAhead(page);
  const titles = (await ahead.getByRole('listitem').getByRole('heading').allTextContents()).map((title) => title.trim());
  expect(titles.length).toBeGreaterThan(0);

  const all = await download(page, ahead.getByRole('button', { name: 'Alle Termine in den Kalender (.ics)' }));
  expect(all.name).toBe('fortbildungen.ics');
  const events = eventsOf(all.text);
  const summaries = events.map((event) => String(event.summary).replace(/ \(Teil \d+ von \d+\)$/, ''));
  expect(new Set(summaries)).toEqual(new Set(titles));
  for (const event of events) expect(event.end?.getTime()).toBeGreaterThan(event.start.getTime());

  const one = await download(page, ahead.getByRole('listitem').first().getByRole('button', { name: /^In den Kalender/ }));
  expect(one.name).toMatch(/^fortbildung-IQ\d+\.ics$/);
  expect(eventsOf(one.text).some((event) => String(event.summary).startsWith(titles[0]))).toBe(true);

  const attended = section(page, /^Vergangene und beendete Anmeldungen/).getByRole('listitem').filter({ hasText: 'Teilgenommen' }).first();
  const title = (await attended.getByRole('heading').textContent())!.trim();
  const certificate = await download(page, attended.getByRole('button', { name: /^Teilnahmebestätigung \(PDF\)/ }));
  expect(certificate.name).toMatch(/^teilnahmebestaetigung-IQ\d+\.pdf$/);
  const pdf = await PDFDocument.load(certificate.bytes);
  expect(pdf.getTitle()).toBe(`Teilnahmebestätigung: ${title}`);
  expect(pdf.getSubject()).toContain('Anna Beispiel hat am');
});

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

const eventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((entry): entry is VEvent => entry?.type === 'VEVENT');

test('the school head approves a staff booking in a second browser; the teacher sees the decision', async ({ browser, page }) => {
  await signIn(page, 'lehrkraft.shibb', '/shibb/lehrkraft/dashboard');
  const ahead = datesAhead(page);
  const waiting = ahead.getByRole('listitem').filter({ hasText: 'Wartet auf Genehmigung' }).first();
  const vnr = (await waiting.textContent())!.match(/Veranstaltungsnummer (SB\d+)/)![1];
  const teacher = (await page.getByText(/^Guten Tag, /).textContent())!.match(/^Guten Tag, ([^.]+)\./)![1];
  const title = (await waiting.getByRole('heading').textContent())!.trim();

  const headContext = await browser.newContext();
  const head = await headContext.newPage();
  await signIn(head, 'schulleitung.shibb', '/shibb/schulleitung/dashboard');
  const approvals = section(head, /^Genehmigungen/);
  const request = approvals.getByRole('listitem').filter({ hasText: vnr }).filter({ has: head.getByRole('heading', { name: teacher }) });
  // Refusing needs a reason: the dialog says so and keeps the booking waiting.
  await request.getByRole('button', { name: /^Ablehnen/ }).click();
  const dialog = head.getByRole('dialog', { name: 'Anmeldung ablehnen?' });
  await dialog.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte begründen Sie die Ablehnung.');
  await expect(dialog.getByRole('textbox', { name: 'Begründung' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await request.getByRole('button', { name: /^Genehmigen/ }).click();
  await expect(head.getByRole('status').filter({ hasText: 'Anmeldung genehmigt' })).toBeVisible();
  await expect(request).toHaveCount(0);
  await headContext.close();

  await page.reload();
  const decided = datesAhead(page).getByRole('listitem').filter({ hasText: vnr });
  await expect(decided.getByText(/^(Zugelassen|Warteliste, Platz \d+)$/)).toBeVisible();
  const told = new RegExp(`„${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}“ hat jetzt den Status „(zugelassen|auf der Warteliste)“`);
  await expect(notificationList(page).getByText(told)).toBeVisible();
});
