import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@fobu/config';
import type { RoleGroup } from '@fobu/domain';
import { createPortalRouter } from './router';

async function open(path: string, preloaded: RoleGroup[] = []) {
  const router = createPortalRouter(
    {
      config: {} as RuntimeConfig,
      queryClient: new QueryClient(),
      preloadRoleGroup: async (group) => void preloaded.push(group),
    },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  const notFound = router.state.matches.some((match) => match.status === 'notFound' || (match as { globalNotFound?: boolean }).globalNotFound);
  return { path: router.state.location.pathname, notFound, preloaded };
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

  it("loads the role group's screens before showing a role screen", async () => {
    expect((await open('/iqsh/qualitaetskontrolle/qkdashboard')).preloaded).toEqual(['organiser']);
    expect((await open('/iqsh/veranstaltungstermine')).preloaded).toEqual([]);
  });
});
