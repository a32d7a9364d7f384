import type { DatenschutzStand, DatenschutzVorgang } from '@fobu/api-contract';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clerk, organiser, RECORD, screensWith } from '../../testing/person-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { PersonScreen } from '@fobu/person-work';

// jsdom has no modal dialogs: opening and closing set `open` as the browser does.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const screens = screensWith(PersonScreen);
const PAGE = '/iqsh/verwaltung/veranstaltungssuche?ansicht=personen&kennung=u-lk-7';
const BASE = '/api/v1/personen/u-lk-7';

const REQUEST: DatenschutzVorgang = {
  id: 4,
  art: 'loeschung',
  status: 'offen',
  format: null,
  angefragtVon: 'Die Person selbst, E-Mail vom 3. März',
  notiz: null,
  gestelltVon: { vorname: 'Ada', name: 'Admin', rolle: 'administrator' },
  gestelltAm: '2026-03-04T09:00:00.000Z',
  erledigtVon: null,
  erledigtAm: null,
};

/** The person, their privacy state as given, and every call that changes it. */
function services(state: DatenschutzStand, sent: { method: string; path: string; body?: unknown }[]) {
  const answer = async (method: string, path: string, request: Request) => {
    sent.push({ method, path, body: method === 'POST' && !path.endsWith('bestaetigung') ? await request.json() : undefined });
    return json({ ...REQUEST, status: path.endsWith('bestaetigung') ? 'geloescht' : 'offen' }, 201);
  };
  return ({ method, url, request }: ServiceCall) => {
    if (url.pathname === BASE) return json(RECORD);
    if (url.pathname === `${BASE}/datenschutz`) return json(state);
    return url.pathname.startsWith(`${BASE}/loeschantrag`) ? answer(method, url.pathname, request) : undefined;
  };
}

const privacy = () => screen.findByRole('region', { name: 'Datenschutz' }, { timeout: 10_000 });

describe('data protection on a person’s page', { timeout: 30_000 }, () => {
  it('files an erasure request only with who asked for it', async () => {
    const sent: { method: string; path: string; body?: unknown }[] = [];
    await renderRoute(PAGE, {
      user: clerk,
      roleGroups: { organiser: screens },
      services: services({ vorgaenge: [], offenerAntrag: null, darfBestaetigen: false }, sent),
    });
    const section = await privacy();
    within(section).getByRole('button', { name: /Datenauskunft als PDF/ });
    within(section).getByRole('button', { name: /Datenauskunft als JSON-Datei/ });
    await userEvent.click(await within(section).findByRole('button', { name: 'Löschung beantragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Löschung der Daten von Anna Meyer beantragen?' });
    within(dialog).getByText(/Eine zweite Person aus der Administration muss den Antrag bestätigen/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschung beantragen' }));
    const asked = within(dialog).getByRole('textbox', { name: /Wer hat die Löschung verlangt/ });
    expect(asked.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await userEvent.type(asked, 'Die Person selbst per Telefon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschung beantragen' }));
    await within(section).findByText('Die Löschung ist beantragt. Eine zweite Person muss sie bestätigen.');
    expect(sent).toEqual([
      { method: 'POST', path: `${BASE}/loeschantrag`, body: { angefragtVon: 'Die Person selbst per Telefon', notiz: '' } },
    ]);
  });

  it('lets the second person confirm after a warning that it cannot be undone', async () => {
    const sent: { method: string; path: string }[] = [];
    await renderRoute(PAGE, {
      user: clerk,
      roleGroups: { organiser: screens },
      services: services({ vorgaenge: [REQUEST], offenerAntrag: REQUEST, darfBestaetigen: true }, sent),
    });
    const section = await privacy();
    await within(section).findByText('Die Person selbst, E-Mail vom 3. März');
    // The open request and its line in the log.
    expect(within(section).getAllByText(/durch Administration: Ada Admin/)).toHaveLength(2);
    await userEvent.click(within(section).getByRole('button', { name: 'Löschung bestätigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Löschung endgültig bestätigen?' });
    within(dialog).getByText(/Das lässt sich nicht rückgängig machen/);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await within(section).findByText(/Die Daten von Anna Meyer sind gelöscht/);
    expect(sent.map((call) => call.path)).toEqual([`${BASE}/loeschantrag/bestaetigung`]);
  });

  it('tells the requester who must confirm, and lets them withdraw', async () => {
    const sent: { method: string; path: string }[] = [];
    await renderRoute(PAGE, {
      user: clerk,
      roleGroups: { organiser: screens },
      services: services({ vorgaenge: [REQUEST], offenerAntrag: REQUEST, darfBestaetigen: false }, sent),
    });
    const section = await privacy();
    await within(section).findByText(/Bestätigen kann jemand aus der Verwaltung, nicht wer den Antrag gestellt hat/);
    expect(within(section).queryByRole('button', { name: 'Löschung bestätigen' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Antrag zurückziehen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Antrag zurückziehen' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: `${BASE}/loeschantrag`, body: undefined }]));
  });

  it('is not shown to an organiser', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=personen&kennung=u-lk-7', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === BASE ? json({ ...RECORD, umfang: 'eigene' }) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Anna Meyer' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Datenschutz' })).toBeNull();
  });
});
