import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const section = (page: Page, title: RegExp) => page.getByRole('region', { name: title });

test('the dashboard tells each booking’s state and what happens next', async ({ page }) => {
  await signIn(page, 'lehrkraft.iqsh', '/iqsh/lehrkraft/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Fortbildungen' })).toBeVisible();
  const ahead = section(page, /^Anstehende Fortbildungen/);
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
  const ahead = section(page, /^Anstehende Fortbildungen/);
  const card = ahead.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Stornieren/ }) }).first();
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
  const panel = section(page, /^Benachrichtigungen/);
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
    await expect(section(page, /^Anstehende Fortbildungen/).getByRole('listitem').first()).toBeVisible();
    await expect(section(page, /^Benachrichtigungen/).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
