import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addSessionCookie,
  createDate,
  createOffer,
  createUser,
  openPortal,
  openSignedIn,
  reloadPortal,
  stand,
  writeCourse,
  type TestUser,
} from './support';

/*
 * WCAG 2.4.3, by keyboard alone: every confirmation dialog of the staff side gives the focus back to
 * the button that opened it when cancelled (Escape or „Abbrechen“) or confirmed, and to the page's
 * heading when the step took that button away with the old state. Each test makes its own people and data.
 */

/** Opens the dialog as a keyboard user: the focus on its button, then Enter. */
async function openByKeyboard(opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await opener.press('Enter');
  await expect(dialog).toBeVisible();
}

/** Cancels the dialog once with Escape and once with „Abbrechen“; each time the focus is back on the opener. */
async function cancelsBackToOpener(page: Page, opener: Locator, title: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await openByKeyboard(opener, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await openByKeyboard(opener, dialog);
  await dialog.getByRole('button', { name: 'Abbrechen' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** What a dialog's confirmation needs: its title, its button, and what to type or choose first. */
interface Confirmation {
  readonly title: string | RegExp;
  readonly confirm: string;
  readonly fill?: (dialog: Locator) => Promise<void>;
}

/**
 * Confirms the dialog by keyboard; the focus ends on the opener where it stays, else (`gone`) on
 * the heading of the state the step leads to.
 */
async function confirmsTo(page: Page, opener: Locator, step: Confirmation, after: 'opener' | 'heading'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: step.title });
  await openByKeyboard(opener, dialog);
  await step.fill?.(dialog);
  await dialog.getByRole('button', { name: step.confirm, exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  if (after === 'opener') return expect(opener).toBeFocused();
  await expect(opener).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** Checks both: cancelling returns to the opener, confirming to the opener or the new state's heading. */
async function checkDialog(page: Page, opener: Locator, step: Confirmation, after: 'opener' | 'heading'): Promise<void> {
  await cancelsBackToOpener(page, opener, step.title);
  await confirmsTo(page, opener, step, after);
}

const typeInto = (label: string, text: string) => (dialog: Locator) => dialog.getByLabel(label).fill(text);

const offerPage = (user: TestUser, role: string, screen: string, vnr: string) => `/${user.mandant}/${role}/${screen}?vnr=${vnr}`;

test('the review steps: submitting, sending back and approving return the focus, or move it to the heading', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const [organiser, reviewer] = await Promise.all([
    createUser(request, { rollen: ['veranstaltungsleiter'] }),
    createUser(request, { rollen: ['qualitaetskontrolle'] }),
  ]);
  // Two people, an offer written in the editor and ten dialogs opened: a loaded machine needs the time.
  test.setTimeout(150_000);
  // Signed in by cookie: the sign-in page is not what this test is about.
  await addSessionCookie(page, organiser, '/iqsh');
  const vnr = await writeCourse(page, organiser, `Fokus ${Date.now()}`, false);
  const submit = stand(page).getByRole('button', { name: 'Zur Prüfung einreichen' });
  const submitting = { title: 'Zur Prüfung einreichen?', confirm: 'Einreichen' };
  await checkDialog(page, submit, submitting, 'heading');

  // Quality control at the same time, in a browser of its own.
  const review = await (await browser.newContext({ baseURL })).newPage();
  const reviewed = offerPage(reviewer, 'qualitaetskontrolle', 'selbstlernkurssuche', vnr);
  await openSignedIn(review, reviewer, reviewed);
  const approve = stand(review).getByRole('button', { name: 'Freigeben' });
  const approving = { title: 'Angebot freigeben?', confirm: 'Freigeben' };
  await cancelsBackToOpener(review, approve, approving.title);
  const sendBack = stand(review).getByRole('button', { name: 'Zurückgeben' });
  const sendingBack = { title: 'Angebot zurückgeben', confirm: 'Zurückgeben', fill: typeInto('Was soll geändert werden?', 'Bitte Ziele.') };
  await checkDialog(review, sendBack, sendingBack, 'heading');

  // Submitted again, and approved: the step's buttons go with the state they belonged to.
  await reloadPortal(page);
  await confirmsTo(page, submit, submitting, 'heading');
  await openPortal(review, reviewed);
  await confirmsTo(review, approve, approving, 'heading');
  await review.context().close();
});

test('cancelling and archiving an offer and cancelling a date return the focus, or move it to the heading', async ({ page, request }) => {
  // Three screens and four dialogs: a loaded machine needs the time.
  test.setTimeout(120_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const staff = await createUser(request, { rollen: ['verwaltung'] });
  const [offer, dated] = await Promise.all([
    createOffer(request, { leitung: organiser.uid, titel: 'Fokus Absage', termine: [{ inTagen: 30 }] }),
    createDate(request, { inTagen: 30 }, { leitung: organiser.uid, titel: 'Fokus Termin' }),
  ]);
  await openSignedIn(page, organiser, offerPage(organiser, 'veranstaltungsleiter', 'veranstaltungssuche', dated.vnr) + '&ansicht=termine');
  const cancelDate = page.getByRole('button', { name: /^Termin am .* absagen$/ });
  await checkDialog(
    page,
    cancelDate,
    { title: 'Termin absagen', confirm: 'Termin absagen', fill: typeInto('Grund der Absage', 'Die Referentin ist erkrankt.') },
    'heading',
  );

  await openPortal(page, offerPage(organiser, 'veranstaltungsleiter', 'veranstaltungssuche', offer.vnr));
  const cancelOffer = stand(page).getByRole('button', { name: 'Absagen' });
  const cancelling = { title: 'Angebot absagen', confirm: 'Angebot absagen', fill: typeInto('Grund der Absage', 'Zu wenige Anmeldungen.') };
  await checkDialog(page, cancelOffer, cancelling, 'heading');

  // The administration, in the same browser: the sign-in is replaced by its own.
  await openSignedIn(page, staff, offerPage(staff, 'verwaltung', 'veranstaltungssuche', offer.vnr));
  const archive = stand(page).getByRole('button', { name: 'Archivieren' });
  await checkDialog(page, archive, { title: 'Angebot archivieren?', confirm: 'Archivieren' }, 'heading');
});

test("declining a school's request returns the focus, or moves it to the heading", async ({ page, request }) => {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const head = await createUser(request, { rollen: ['schulleitung'], schulleitung: true });
  const offer = await createOffer(request, {
    vtyp: 'ABRUF',
    leitung: organiser.uid,
    titel: 'Fokus Abruf',
    anfrage: { schule: head.dstnr, status: 'angefragt' },
  });
  await openSignedIn(page, organiser, offerPage(organiser, 'veranstaltungsleiter', 'veranstaltungssuche', offer.vnr));
  const decline = page.getByRole('button', { name: 'Ablehnen …' });
  await checkDialog(
    page,
    decline,
    { title: 'Anfrage ablehnen', confirm: 'Ablehnen', fill: typeInto('Begründung', 'Im Mai ist keine Referentin frei.') },
    'heading',
  );
});

test("the participant list's dialogs return the focus, or move it to the heading when the row's actions went", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const offer = await createOffer(request, { leitung: organiser.uid, titel: 'Fokus Liste', termine: [{ inTagen: 20 }, { inTagen: 27 }] });
  const termin = offer.termine[0].id;
  const booked = (vorname: string) =>
    createUser(request, { vorname, anmeldungen: [{ vnr: offer.vnr, terminId: termin, status: 'zugelassen' }] });
  const [removed, cancelled, moved] = await Promise.all([booked('Rita'), booked('Stina'), booked('Ulla')]);
  const row = (change: string, user: TestUser) => page.getByRole('button', { name: `${change}: ${user.name}, ${user.vorname}` });
  await openSignedIn(page, organiser, `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=${termin}`);

  const message = page.getByRole('button', { name: 'Nachricht schreiben' });
  await checkDialog(
    page,
    message,
    {
      title: 'Nachricht schreiben',
      confirm: 'Nachricht senden',
      fill: async (dialog) => {
        await dialog.getByRole('radio', { name: /^Alle Zugelassenen/ }).check();
        await dialog.getByRole('textbox', { name: 'Betreff' }).fill('Raum');
        await dialog.getByRole('textbox', { name: 'Nachricht' }).fill('Wir treffen uns in Raum 204.');
      },
    },
    'opener',
  );
  // Staff give a reason when they remove, cancel for or move a person (docs/participants.md).
  const giveReason = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Begründung' }).fill('Die Schule hat abgesagt.');
  await checkDialog(page, row('Entfernen', removed), { title: /entfernen\?$/, confirm: 'Entfernen', fill: giveReason }, 'heading');
  await checkDialog(
    page,
    row('Für die Person stornieren', cancelled),
    { title: /^Für .* stornieren\?$/, confirm: 'Stornieren', fill: giveReason },
    'heading',
  );
  await checkDialog(
    page,
    row('Umbuchen', moved),
    {
      title: /umbuchen$/,
      confirm: 'Umbuchen',
      fill: async (dialog) => {
        await dialog.getByRole('radio').first().check();
        await giveReason(dialog);
      },
    },
    'heading',
  );
});
