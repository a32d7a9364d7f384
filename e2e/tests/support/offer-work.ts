import { expect, type Browser, type Page } from '@playwright/test';
import { openPortal } from './portal-page';
import { signInAs } from './sign-in';
import type { TestUser } from './test-data';

/** The staff's offer work as the specs drive it: a second person's page, the editor, the dates screen. */

/** A page of its own (its own cookies), signed in as the user, for a second person at the same time. */
export async function personPage(browser: Browser, user: TestUser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, user, `/${user.mandant}`);
  return page;
}

/** What an offer is written with in the editor: its kind decides the screen it is written in. */
export interface NewOffer {
  readonly vtyp: 'TERMIN' | 'SLK';
  readonly title: string;
  readonly format: 'praesenz' | 'online';
  readonly submit: boolean;
}

/** Writes a new offer in the editor and saves it (submitting it too, if asked); answers its number. */
export async function writeOffer(page: Page, user: TestUser, offer: NewOffer): Promise<string> {
  const screen = offer.vtyp === 'SLK' ? 'selbstlernkurssuche' : 'veranstaltungssuche';
  await openPortal(page, `/${user.mandant}/veranstaltungsleiter/${screen}?neu=${offer.vtyp}`);
  await page.getByLabel('Titel').fill(offer.title);
  await page.getByLabel('Format').selectOption(offer.format);
  await page.getByLabel('Umfang in Stunden').fill('4,5');
  await page.getByLabel('Beschreibung').fill('Grundlagen digitaler Werkzeuge im Unterricht, mit Beispielen aus der Praxis.');
  await page.getByRole('group', { name: 'Zielgruppen' }).getByLabel('Lehrkraft', { exact: true }).check();
  if (offer.vtyp === 'SLK')
    await page
      .getByRole('textbox', { name: 'Link zum Kurs auf der Lernplattform', exact: true })
      .fill('https://lernen.iqsh.example/kurs/werkzeuge');
  await page.getByRole('button', { name: offer.submit ? 'Speichern und zur Prüfung einreichen' : 'Speichern', exact: true }).click();
  // Saving (and submitting) and opening the work state: allow for a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible({ timeout: 15_000 });
  const vnr = new URL(page.url()).searchParams.get('vnr');
  expect(vnr).toMatch(/^IQ5\d{5}$/);
  return vnr as string;
}

/** A self-learning course, written and saved (and submitted, if asked). */
export const writeCourse = (page: Page, user: TestUser, title: string, submit: boolean) =>
  writeOffer(page, user, { vtyp: 'SLK', title, format: 'online', submit });

export const stand = (page: Page) => page.getByRole('region', { name: 'Stand' });

/** Adds a date at the Kiel training centre on the offer's dates screen, of one session per given day. */
export async function addDate(page: Page, days: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Neuer Termin' }).click();
  const form = page.getByRole('region', { name: 'Neuer Termin' });
  // Each further session gets a group of its own, and with it the first one.
  for (let added = 1; added < days.length; added++) await form.getByRole('button', { name: 'Weitere Sitzung hinzufügen' }).click();
  for (const [index, day] of days.entries()) {
    const session = days.length > 1 ? form.getByRole('group', { name: `${index + 1}. Sitzung` }) : form;
    await session.getByRole('textbox', { name: 'Tag', exact: true }).fill(day);
  }
  await form.getByRole('textbox', { name: 'Veranstaltungsort', exact: true }).fill('IQSH Kronshagen');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Schreberweg 5, 24119 Kronshagen');
  await form.getByLabel('Kreis oder kreisfreie Stadt').selectOption('rendsburg-eckernfoerde');
  await form.getByRole('button', { name: 'Termin anlegen' }).click();
  await expect(form).toHaveCount(0);
}
