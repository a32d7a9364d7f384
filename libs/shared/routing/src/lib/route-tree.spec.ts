import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@fobu/config';
import type { RoleGroup } from '@fobu/domain';
import { createUpdateController, rememberTenantChoice } from '@fobu/pwa';
import { createPortalRouter } from './router';

async function open(path: string, preloaded: RoleGroup[] = []) {
  const updates = createUpdateController({ reload: () => undefined, isSignInInProgress: () => false });
  const checkForUpdate = vi.spyOn(updates, 'checkForUpdate');
  const router = createPortalRouter(
    {
      config: {} as RuntimeConfig,
      queryClient: new QueryClient(),
      preloadRoleGroup: async (group) => void preloaded.push(group),
      updates,
    },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  await router.load();
  const notFound = router.state.matches.some((match) => match.status === 'notFound' || (match as { globalNotFound?: boolean }).globalNotFound);
  return { path: router.state.location.pathname, notFound, preloaded, router, checkForUpdate };
}

describe('route tree (spec section 2)', () => {
  it('sends / to /iqsh and an unknown tenant to / (and so to /iqsh)', async () => {
    expect(await open('/')).toMatchObject({ path: '/iqsh', notFound: false });
    expect(await open('/hamburg/veranstaltungstermine')).toMatchObject({ path: '/iqsh', notFound: false });
  });

  it('sends a bare role path to the role dashboard', async () => {
    expect((await open('/shibb/verwaltung')).path).toBe('/shibb/verwaltung/vwdashboard');
    expect((await open('/iqsh/schulleitung')).path).toBe('/iqsh/schulleitung/dashboard');
  });

  it('finds a screen only under the roles that have it', async () => {
    expect(await open('/iqsh/administrator/archivsuche')).toMatchObject({ notFound: false });
    expect(await open('/iqsh/verwaltung/archivsuche')).toMatchObject({ notFound: true });
    expect(await open('/iqsh/controlling/unsubscribe/42')).toMatchObject({ notFound: false });
    expect(await open('/iqsh/lehrkraft/unsubscribe/42')).toMatchObject({ notFound: true });
  });

  it('does not know unknown roles and paths', async () => {
    expect(await open('/iqsh/hausmeister/dashboard')).toMatchObject({ notFound: true });
    expect(await open('/iqsh/gibtsnicht')).toMatchObject({ notFound: true });
  });

  it('the installed app starts in the tenant chosen at its first launch, the browser in iqsh', async () => {
    rememberTenantChoice('shibb');
    expect((await open('/')).path).toBe('/iqsh');
    const standalone = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    expect((await open('/')).path).toBe('/shibb');
    standalone.mockRestore();
    localStorage.clear();
  });

  it('looks for a new version of the service worker on every navigation', async () => {
    const { router, checkForUpdate } = await open('/iqsh');
    const before = checkForUpdate.mock.calls.length;
    await router.navigate({ to: '/$mandant/support', params: { mandant: 'iqsh' } });
    await router.navigate({ to: '/$mandant/impressum', params: { mandant: 'iqsh' } });
    expect(checkForUpdate.mock.calls.length).toBe(before + 2);
  });

  it("loads the role group's screens before showing a role screen", async () => {
    expect((await open('/iqsh/qualitaetskontrolle/qkdashboard')).preloaded).toEqual(['organiser']);
    expect((await open('/iqsh/veranstaltungstermine')).preloaded).toEqual([]);
  });
});
