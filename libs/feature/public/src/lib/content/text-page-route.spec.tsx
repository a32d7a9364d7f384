import { renderRoute } from '@fobu/route-testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { publicPages } from '../public-pages';
import { prerendered } from './prerendered-markup.test-support';

// Each spec file has the module state of its own: the pre-rendered markup is the first screen's only.
describe('a text page over its pre-rendered markup', { timeout: 30_000 }, () => {
  it('shows the markup, follows its links inside the app, and renders from its texts on a later visit', async () => {
    const remove = prerendered(
      'impressum',
      '<h1>Vorab gerendert</h1><p><a data-page-link="" href="/iqsh/datenschutz">Datenschutzerklärung</a></p>',
    );
    const { container, router } = await renderRoute('/iqsh/impressum', { publicPages });
    remove();
    expect(within(container).getByRole('heading', { level: 1 }).textContent).toBe('Vorab gerendert');
    fireEvent.click(within(container).getByRole('link', { name: 'Datenschutzerklärung' }));
    await screen.findByRole('heading', { level: 1, name: 'Datenschutz' });
    expect(router.state.location.pathname).toBe('/iqsh/datenschutz');
    await router.navigate({ to: '/$mandant/impressum', params: { mandant: 'iqsh' } });
    await screen.findByText(/Schreberweg 5/);
  });
});
