import { json, renderRoute } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, GROUP, groupServices, organiser, qualityControl, screensWith } from '../../testing/workgroup-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WorkgroupScreen } from '@fobu/workgroup-work';

const screens = screensWith(WorkgroupScreen);

const PATH = '/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen&gruppe=7';

describe('a workgroup’s page', { timeout: 30_000 }, () => {
  it('shows its details and its coming and past meetings with the answers', async () => {
    await renderRoute(PATH, { user: organiser, roleGroups: { organiser: screens }, services: groupServices(GROUP) });
    await screen.findByRole('heading', { level: 1, name: 'Fachgruppe Mathematik' });
    screen.getByText('Austausch über das Abitur.');
    const coming = screen.getByRole('heading', { name: 'Kommende Treffen' }).parentElement as HTMLElement;
    within(coming).getByText('Abitur 2027');
    within(coming).getByText('3 zugesagt · 1 abgesagt · 2 ohne Antwort');
    const past = screen.getByRole('heading', { name: 'Vergangene Treffen' }).parentElement as HTMLElement;
    within(past).getByText('Auftakt');
    // A past meeting is neither changed nor cancelled.
    expect(within(past).queryByRole('button', { name: /^Treffen (ändern|absagen)/ })).toBeNull();
    screen.getByRole('button', { name: 'Mitgliederliste (Excel)' });
    expect(screen.getByRole('link', { name: 'Mitglieder' }).getAttribute('href')).toBe(`${PATH}&gruppenansicht=mitglieder`);
  });

  it('plans a meeting: checks it with the contract’s messages, then sends it in Kiel’s time', async () => {
    const { calls } = await renderRoute(PATH, {
      user: organiser,
      roleGroups: { organiser: screens },
      services: groupServices(GROUP, (call) =>
        call.method === 'POST' && call.url.pathname === '/api/v1/arbeitsgruppen/7/treffen' ? json(GROUP.treffen[1]) : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Treffen planen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Treffen planen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Treffen planen' }));
    // The day is missing: the sessions' field says so and has the focus; nothing was sent.
    expect(document.activeElement?.tagName).toBe('FIELDSET');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const session = within(dialog).getByRole('group', { name: 'Sitzung 1' });
    await userEvent.type(within(session).getByLabelText('Tag'), '2026-12-10');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Online' }));
    // Long texts pasted: typed key by key, the dialog's renders take seconds of a loaded machine.
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Link zum Online-Raum/ }));
    await userEvent.paste('https://konferenz.example/raum');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Thema/ }));
    await userEvent.paste('Abitur 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Treffen planen' }));
    await screen.findByText('Das Treffen ist geplant; alle Mitglieder sind eingeladen.');
    expect(await bodyOf(calls, 'POST', '/api/v1/arbeitsgruppen/7/treffen')).toEqual({
      thema: 'Abitur 2027',
      sitzungen: [{ beginn: '2026-12-10T13:00:00.000Z', ende: '2026-12-10T16:00:00.000Z' }],
      ort: null,
      onlineLink: 'https://konferenz.example/raum',
      stunden: 3,
    });
  });

  it('keeps what was typed when the service refuses a change, and asks before dissolving', async () => {
    const { calls } = await renderRoute(PATH, {
      user: organiser,
      roleGroups: { organiser: screens },
      services: groupServices(GROUP, (call) =>
        call.method === 'PUT' ? json({ code: 'arbeitsgruppe_aufgeloest', message: 'Die Arbeitsgruppe ist aufgelöst.' }, 409) : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Angaben bearbeiten' }));
    const title = screen.getByRole('textbox', { name: /Titel/ });
    await userEvent.clear(title);
    await userEvent.paste('Fachgruppe Mathematik Nord');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Stand/ }), 'aufgeloest');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arbeitsgruppe auflösen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Auflösen und speichern' }));
    await screen.findByText('Die Arbeitsgruppe ist aufgelöst.');
    expect((screen.getByRole('textbox', { name: /Titel/ }) as HTMLInputElement).value).toBe('Fachgruppe Mathematik Nord');
    expect(await bodyOf(calls, 'PUT', '/api/v1/arbeitsgruppen/7')).toMatchObject({
      titel: 'Fachgruppe Mathematik Nord',
      status: 'aufgeloest',
      leitung: ['u-1'],
    });
  });

  it('lets quality control read the group and its answers, but change nothing', async () => {
    await renderRoute('/iqsh/qualitaetskontrolle/veranstaltungssuche?ansicht=arbeitsgruppen&gruppe=7', {
      user: qualityControl,
      roleGroups: { organiser: screens },
      services: groupServices({ ...GROUP, darfAendern: false }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Fachgruppe Mathematik' });
    screen.getAllByText('3 zugesagt · 1 abgesagt · 2 ohne Antwort');
    expect(
      screen.queryByRole('button', { name: /Treffen planen|Angaben bearbeiten|Nachricht an alle Mitglieder|^Treffen absagen/ }),
    ).toBeNull();
    screen.getAllByRole('link', { name: 'Zusagen und Anwesenheit' });
  });

  it('tells someone who may not see the group that there is none', async () => {
    await renderRoute(PATH, {
      user: organiser,
      roleGroups: { organiser: screens },
      services: (call) =>
        call.url.pathname === '/api/v1/arbeitsgruppen/7' ? json({ message: 'Diese Arbeitsgruppe gibt es nicht.' }, 404) : undefined,
    });
    await screen.findByRole('heading', { name: 'Arbeitsgruppe nicht gefunden' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zu den Arbeitsgruppen' })).toBeTruthy());
  });
});
