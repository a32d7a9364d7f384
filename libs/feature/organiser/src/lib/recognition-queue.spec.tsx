import type { LoggedInUser } from '@fobu/auth';
import type { OffeneAnerkennung } from '@fobu/api-contract';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organiserScreens } from './organiser-screens';

/*
 * Verwaltung's queue of recognition requests on its dashboard (docs/proof-of-training.md); it lives
 * in @fobu/offer-work's work overview and is rendered here through the organiser branch's routes.
 */

const clerk: LoggedInUser = {
  uid: 'u-vw',
  email: '',
  salutation: '',
  vorname: 'Vera',
  name: 'Verwaltung',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['verwaltung', 'veranstaltungsleiter'],
  activeRole: 'verwaltung',
  mandant: 'iqsh',
};
const list = <T,>(items: T[]) => ({ anzahl: items.length, items });
const overview = {
  umfang: 'mandant',
  naechsteTermine: list([]),
  zurueckgegeben: list([]),
  offeneAbrufanfragen: list([]),
  unterMindestzahl: list([]),
  anwesenheitOffen: list([]),
  entwuerfe: list([]),
  inPruefung: list([]),
};
const REQUEST: OffeneAnerkennung = {
  id: 7,
  titel: 'Sprachsensibler Fachunterricht',
  anbieter: 'Volkshochschule Kiel',
  datum: '2026-03-12',
  stunden: 8,
  status: 'beantragt',
  anerkannteStunden: null,
  begruendung: null,
  entschiedenAm: null,
  erstelltAm: '2026-11-20T10:00:00Z',
  nachweisName: 'bescheinigung.pdf',
  person: { uid: 'u-4711', name: 'Anna Beispiel' },
};

/** The dashboard's calls; a decision is answered by `decision`. */
const services =
  (decision: () => Response = () => json({ ...REQUEST, status: 'anerkannt', anerkannteStunden: 6 })) =>
  ({ url }: ServiceCall) => {
    if (url.pathname === '/api/v1/arbeitsuebersicht') return json(overview);
    if (url.pathname === '/api/v1/anerkennungen/offen') return json({ items: [REQUEST] });
    if (url.pathname === '/api/v1/anerkennungen/7/entscheidung') return decision();
    if (url.pathname === '/api/v1/benachrichtigungen') return json({ items: [], ungelesen: 0 });
    return undefined;
  };

const fakeModalDialogs = () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
};
fakeModalDialogs();

describe('verwaltung’s queue „Anträge auf Anerkennung“', { timeout: 30_000 }, () => {
  it('lists the open requests with person, provider, date and hours, and recognises one with at most the hours asked', async () => {
    const { calls } = await renderRoute('/iqsh/verwaltung/vwdashboard', {
      user: clerk,
      roleGroups: { organiser: organiserScreens },
      services: services(),
    });
    const queue = await screen.findByRole('region', { name: 'Anträge auf Anerkennung' });
    await within(queue).findByText('Ein Antrag wartet auf Ihre Entscheidung.');
    within(queue).getByText('Anna Beispiel · Volkshochschule Kiel · 12. März 2026 · 8 Stunden');
    within(queue).getByRole('button', { name: /^Nachweis ansehen/ });

    const user = userEvent.setup();
    await user.click(within(queue).getByRole('button', { name: /^Anerkennen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fortbildung anerkennen' });
    const hours = within(dialog).getByRole('textbox', { name: 'Anerkannte Stunden' });
    expect(hours).toHaveProperty('value', '8');
    await user.clear(hours);
    await user.type(hours, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Anerkennen' }));
    within(dialog).getByText('Es können höchstens die beantragten 8 Stunden anerkannt werden.');
    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Anerkennen' }));
    await vi.waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/v1/anerkennungen/7/entscheidung')).toBe(true));
    const sent = calls.find((call) => call.url.pathname === '/api/v1/anerkennungen/7/entscheidung');
    expect(await sent!.request.json()).toEqual({ status: 'anerkannt', anerkannteStunden: 6 });
  });

  it('refuses only with a reason, and says so when another clerk was first', async () => {
    const first = () => json({ error: 'anerkennung_entschieden', message: 'Dieser Antrag ist nicht mehr offen.' }, 409);
    const { calls } = await renderRoute('/iqsh/verwaltung/vwdashboard', {
      user: clerk,
      roleGroups: { organiser: organiserScreens },
      services: services(first),
    });
    const queue = await screen.findByRole('region', { name: 'Anträge auf Anerkennung' });
    const user = userEvent.setup();
    await user.click(await within(queue).findByRole('button', { name: /^Ablehnen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Antrag ablehnen' });
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    within(dialog).getByText('Bitte begründen Sie die Ablehnung.');
    expect(calls.some((call) => call.url.pathname === '/api/v1/anerkennungen/7/entscheidung')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Begründung' }), 'Kein Bezug zum Unterricht.');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Antrag ablehnen' })).toBeNull());
  });

  it('is not on an organiser’s dashboard', async () => {
    const { calls } = await renderRoute('/iqsh/veranstaltungsleiter/vldashboard', {
      user: { ...clerk, activeRole: 'veranstaltungsleiter' },
      roleGroups: { organiser: organiserScreens },
      services: services(),
    });
    await screen.findByText('Keine kommenden Termine.');
    expect(screen.queryByRole('region', { name: 'Anträge auf Anerkennung' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/v1/anerkennungen/offen')).toBe(false);
  });
});
