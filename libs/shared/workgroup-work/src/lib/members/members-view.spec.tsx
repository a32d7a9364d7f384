import type { Mitglied } from '@fobu/api-contract';
import { json, renderRoute } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, GROUP, groupServices, organiser, screensWith } from '../../testing/workgroup-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WorkgroupScreen } from '@fobu/workgroup-work';

const screens = screensWith(WorkgroupScreen);

const PATH = '/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen&gruppe=7&gruppenansicht=mitglieder';

const member = (id: number, vorname: string, name: string, extra: Partial<Mitglied> = {}): Mitglied => ({
  id,
  uid: `u-${id}`,
  vorname,
  name,
  email: `${vorname.toLowerCase()}@schule.test`,
  schule: { dstnr: '0101010', name: 'Gymnasium Kiel' },
  seit: '2026-09-01T08:00:00.000Z',
  kontoFehlt: false,
  ...extra,
});
const MEMBERS = [member(11, 'Anna', 'Beispiel'), member(12, 'Max', 'Muster', { uid: null, schule: null, kontoFehlt: true })];
const FOUND = { uid: 'u-20', vorname: 'Eva', name: 'Abel', email: 'eva@schule.test', schule: { dstnr: '0202020', name: 'Gymnasium Plön' } };

const services = groupServices(GROUP, (call) => {
  const path = call.url.pathname;
  if (call.method === 'GET' && path === '/api/v1/arbeitsgruppen/7/mitglieder') return json({ items: MEMBERS });
  if (call.method === 'GET' && path === '/api/v1/arbeitsgruppen/personen') return json({ items: [FOUND] });
  if (call.method === 'POST' && path === '/api/v1/arbeitsgruppen/7/mitglieder') return json(member(20, 'Eva', 'Abel'));
  if (call.method === 'DELETE' && path === '/api/v1/arbeitsgruppen/7/mitglieder/11') return json({ items: MEMBERS.slice(1) });
  return undefined;
});

describe('a workgroup’s members', { timeout: 30_000 }, () => {
  it('lists them with school and e-mail, and marks who has no account yet', async () => {
    await renderRoute(PATH, { user: organiser, roleGroups: { organiser: screens }, services });
    await screen.findByText('Beispiel, Anna', {}, { timeout: 10_000 });
    screen.getByText('Gymnasium Kiel');
    screen.getByText('Konto fehlt');
    expect(screen.getByRole('link', { name: 'Mitglieder' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds a person found by the search, chosen with the keyboard', async () => {
    const { calls } = await renderRoute(PATH, { user: organiser, roleGroups: { organiser: screens }, services });
    const search = await screen.findByRole('combobox', { name: 'Mitglied hinzufügen' });
    await userEvent.type(search, 'Abel');
    await screen.findByRole('option', { name: /Abel, Eva \(Gymnasium Plön\)/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Abel, Eva/ }).id);
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Eva Abel ist jetzt Mitglied.');
    expect(await bodyOf(calls, 'POST', '/api/v1/arbeitsgruppen/7/mitglieder')).toEqual({ uid: 'u-20' });
  });

  it('invites a person without an account by e-mail, checking the fields first', async () => {
    const { calls } = await renderRoute(PATH, { user: organiser, roleGroups: { organiser: screens }, services });
    await userEvent.click(await screen.findByRole('button', { name: 'Einladen' }));
    await screen.findByText(/Bitte geben Sie die E-Mail-Adresse an\./);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'neu@schule.test');
    await userEvent.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Nina');
    await userEvent.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Neu');
    await userEvent.click(screen.getByRole('button', { name: 'Einladen' }));
    await screen.findByText('Nina Neu ist eingeladen.');
    expect(await bodyOf(calls, 'POST', '/api/v1/arbeitsgruppen/7/mitglieder')).toEqual({
      email: 'neu@schule.test',
      vorname: 'Nina',
      name: 'Neu',
    });
  });

  it('removes a member after asking', async () => {
    const { calls } = await renderRoute(PATH, { user: organiser, roleGroups: { organiser: screens }, services });
    await userEvent.click(await screen.findByRole('button', { name: 'Entfernen: Beispiel, Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Beispiel entfernen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await screen.findByText('Anna Beispiel ist kein Mitglied mehr.');
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
