import { ENDPOINTS, type Endpoint, type ServiceName } from '@fobu/api-contract';

/** The services by their name under `/api/` (the identity provider is the user service there, as in the config). */
const SERVICES_BY_WIRE_NAME: Readonly<Record<string, ServiceName>> = {
  user: 'idp',
  forms: 'forms',
  institutions: 'institutions',
  notification: 'notification',
  qr: 'qr',
};

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The calls the browser may make through the BFF: the contract's endpoints, less the OAuth ones
 * (the BFF alone signs in and holds the clients' secrets). A path parameter is one segment.
 */
const ALLOWED = ENDPOINTS.filter((endpoint) => endpoint.auth !== 'client' && !endpoint.path.startsWith('/oauth/')).map((endpoint) => ({
  endpoint,
  pattern: new RegExp(
    `^${endpoint.path
      .split(/\{\w+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  ),
}));

/** A segment that a server or proxy on the way could read as another path: dot segments, encoded slashes. */
const SLIPPERY_SEGMENT = /^\.{1,2}$|%2f|%5c|%2e%2e/i;

/** The endpoint `method path` of the service called `wire` under `/api/`, or undefined when it is not allowed. */
export function allowedCall(wire: string, method: string, path: string): Endpoint | undefined {
  const service = SERVICES_BY_WIRE_NAME[wire];
  if (!service || path.split('/').some((segment) => SLIPPERY_SEGMENT.test(segment))) return undefined;
  const lower = method.toLowerCase();
  return ALLOWED.find(({ endpoint, pattern }) => endpoint.service === service && endpoint.method === lower && pattern.test(path))?.endpoint;
}
