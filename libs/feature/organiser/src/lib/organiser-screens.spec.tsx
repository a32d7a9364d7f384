import type { LoggedInUser } from '@fobu/auth';
import { renderRoute } from '@fobu/route-testing';
import { screen } from '@testing-library/react';
import { organiserScreens } from './organiser-screens';

const organiser: LoggedInUser = {
  uid: 'u-1',
  email: '',
  salutation: '',
  vorname: 'Vera',
  name: 'Leitung',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['veranstaltungsleiter'],
  activeRole: 'veranstaltungsleiter',
  mandant: 'iqsh',
};

// Rendering the whole shell with the real token handling takes seconds on a busy machine.
describe('the organiser branch, rendered through its routes', { timeout: 30_000 }, () => {
  it('goes from the bare role path to the dashboard, which says honestly that it is being built', async () => {
    const { router } = await renderRoute('/iqsh/veranstaltungsleiter', { user: organiser, roleGroups: { organiser: organiserScreens } });
    expect(router.state.location.pathname).toBe('/iqsh/veranstaltungsleiter/vldashboard');
    await screen.findByRole('heading', { level: 1 });
    screen.getByText('Dieser Bereich wird gerade aufgebaut.');
  });

  it('does not show the archive search, which only the administrator has', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/archivsuche', { user: organiser, roleGroups: { organiser: organiserScreens } });
    await screen.findByRole('heading', { name: 'Seite nicht gefunden' });
  });
});
