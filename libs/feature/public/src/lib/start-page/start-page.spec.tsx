import { json, renderRoute } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import { StartPage } from './start-page';

const NOTHING = { items: [], total: 0, page: 1, pageSize: 5 };

// The start page renders outside Chakra's design system (renderRoute provides none, as the portal
// does not): a Chakra component in it would fail to render here (issue 18).
describe('the start page, rendered through its route without the design system', { timeout: 30_000 }, () => {
  it('says so when there are no dates with free seats and no new offers', async () => {
    const { calls } = await renderRoute('/iqsh', { startPage: StartPage, services: () => json(NOTHING) });
    expect(screen.getByRole('heading', { level: 1, name: 'Fortbildungen für Schulen in Schleswig-Holstein' })).toBeTruthy();
    await screen.findByText('Zurzeit sind keine Termine mit freien Plätzen ausgeschrieben.');
    await screen.findByText('Zurzeit gibt es keine neuen Angebote.');
    expect(calls.map((call) => call.url.pathname).sort()).toEqual(['/api/v1/angebote', '/api/v1/termine']);
  });

  it('offers the search and the sign-in as buttons', async () => {
    await renderRoute('/shibb', { startPage: StartPage, services: () => json(NOTHING) });
    const search = screen.getByRole('search', { name: 'Fortbildungen' });
    expect(within(search).getByRole('searchbox', { name: 'Fortbildung suchen' })).toBeTruthy();
    expect(within(search).getByRole('button', { name: 'Suchen' })).toBeTruthy();
    const signIn = screen.getByRole('region', { name: 'Anmelden und buchen' });
    expect(within(signIn).getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });
});
