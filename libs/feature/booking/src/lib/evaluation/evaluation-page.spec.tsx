import type { Bewertungsformular } from '@fobu/api-contract';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingScreens } from '../booking-screens';
import { dashboardServices, teacher } from '../testing/dashboard-fixtures';

const form: Bewertungsformular = {
  terminId: 42,
  vnr: 'IQ26000042',
  titel: 'Digitale Medien im Deutschunterricht',
  beginn: '2026-11-20T08:00:00.000Z',
  ende: '2026-11-20T12:00:00.000Z',
  aussagen: ['Ziele erreicht.', 'Nützlich für meine Arbeit.', 'Verständlich vermittelt.', 'Genug Austausch.', 'Gut organisiert.'],
  beantwortet: false,
};

/** The form's service: the open list names the date, an answer is taken once, a second is refused with the service's 409. */
function evaluationServices(answered = false) {
  let given = answered;
  return dashboardServices((call: ServiceCall) => {
    const path = call.url.pathname;
    if (path === '/api/v1/bewertungen/offen') return json({ items: given ? [] : [form] });
    if (path === '/api/v1/termine/42/bewertung' && call.method === 'GET') return json({ ...form, beantwortet: given });
    if (path === '/api/v1/termine/42/bewertung' && call.method === 'POST') {
      if (given) return json({ error: 'bereits_bewertet', message: 'Sie haben diesen Termin bereits bewertet.' }, 409);
      given = true;
      return json({ ...form, beantwortet: true });
    }
    return undefined;
  });
}

const render = (path: string, services = evaluationServices()) =>
  renderRoute(path, { user: teacher, roleGroups: { booking: bookingScreens }, services });

describe('the evaluation after a date', { timeout: 30_000 }, () => {
  it('lists the open evaluation on the dashboard with a link to its form', async () => {
    await render('/iqsh/lehrkraft/dashboard');
    const section = await screen.findByRole('region', { name: /Bitte bewerten Sie/ });
    expect(
      within(section)
        .getByRole('link', { name: /Jetzt bewerten/ })
        .getAttribute('href'),
    ).toBe('/iqsh/lehrkraft/dashboard?bewertung=42');
  });

  it('names each unanswered statement in German, then sends the answer and thanks', async () => {
    const { calls } = await render('/iqsh/lehrkraft/dashboard?bewertung=42');
    await screen.findByRole('heading', { level: 1, name: form.titel });
    const first = screen.getByRole('group', { name: '1. Ziele erreicht.' });
    await userEvent.click(within(first).getByRole('radio', { name: 'trifft voll zu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(screen.getAllByText('Fehler: Bitte wählen Sie zu dieser Aussage eine Antwort.')).toHaveLength(4);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    for (const [index, point] of (['trifft eher zu', 'trifft eher nicht zu', 'trifft nicht zu', 'trifft eher zu'] as const).entries()) {
      const group = screen.getByRole('group', { name: new RegExp(`^${index + 2}\\. `) });
      await userEvent.click(within(group).getByRole('radio', { name: point }));
    }
    await userEvent.type(screen.getByRole('textbox', { name: /Was möchten Sie/ }), 'Sehr hilfreich.');
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bewertung' });
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.request.clone().json()).toEqual({ werte: [4, 3, 2, 1, 3], freitext: 'Sehr hilfreich.' });
  });

  it('says when the date was evaluated already', async () => {
    await render('/iqsh/lehrkraft/dashboard?bewertung=42', evaluationServices(true));
    await screen.findByText('Sie haben diesen Termin bereits bewertet. Jede Teilnahme kann nur einmal bewertet werden.');
    expect(screen.queryByRole('button', { name: 'Bewertung senden' })).toBeNull();
  });

  it('gives the service’s reason to someone who did not attend', async () => {
    await render(
      '/iqsh/lehrkraft/dashboard?bewertung=42',
      dashboardServices((call: ServiceCall) =>
        call.url.pathname === '/api/v1/termine/42/bewertung'
          ? json({ error: 'forbidden', message: 'Bewerten können Sie nur Termine, an denen Sie teilgenommen haben.' }, 403)
          : undefined,
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Bewertung nicht möglich' });
    screen.getByText('Bewerten können Sie nur Termine, an denen Sie teilgenommen haben.');
  });
});
