import { ENDPOINTS, SERVICE_NAMES } from '@fobu/api-contract';
import { createApps, type RunningBackend } from '../server';
import { startTestBackend } from '../test-support/harness';

/**
 * The contract's ENDPOINTS is the one list of what the back end serves: every route a service
 * registers is in it, and every entry is served by its service. A route added without its entry
 * fails here, so that the OpenAPI documents, the packages' compatibility check and the
 * hostile-input and boundary-input tests, which are all built from ENDPOINTS, cover it.
 */

/** Served by every service for its operators, not part of the business contract. */
const OPERATIONS_PATHS = ['/health', '/openapi.json'];

/**
 * A route as `METHOD /path` with each segment that holds a parameter written `:param`: the contract
 * writes `{id}` and `{kennzahl}.xlsx`, Hono `:id` and `:datei` (whose handler checks the suffix).
 */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .split('/')
    .map((segment) => (/[{:]/.test(segment) ? ':param' : segment))
    .join('/')}`;

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

/** The routes an app registers, as `METHOD /path`, without middleware and the operations paths. */
function servedRoutes(app: { routes: readonly { method: string; path: string }[] }): string[] {
  const routes = app.routes
    .filter((route) => route.method !== 'ALL' && !OPERATIONS_PATHS.includes(route.path))
    .map((route) => routeKey(route.method, route.path));
  return [...new Set(routes)].sort();
}

describe('the contract and the served routes', () => {
  it.each(SERVICE_NAMES)('%s serves exactly the endpoints the contract lists for it', (service) => {
    const apps = createApps(backend.db, { ...backend.config, testFixtures: false });
    const listed = ENDPOINTS.filter((endpoint) => endpoint.service === service).map((endpoint) => routeKey(endpoint.method, endpoint.path));
    expect(servedRoutes(apps[service])).toEqual([...new Set(listed)].sort());
  });

  it('adds nothing but /test-fixtures/… when the test fixtures are switched on', () => {
    const withFixtures = createApps(backend.db, { ...backend.config, testFixtures: true });
    const without = createApps(backend.db, { ...backend.config, testFixtures: false });
    for (const service of SERVICE_NAMES) {
      const added = servedRoutes(withFixtures[service]).filter((route) => !servedRoutes(without[service]).includes(route));
      expect(added.filter((route) => !route.split(' ')[1].startsWith('/test-fixtures/'))).toEqual([]);
    }
  });
});
