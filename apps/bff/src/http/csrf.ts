import type { MiddlewareHandler } from 'hono';
import { errorAnswer } from './errors';

/**
 * A cross-site form or image cannot set a header, and a cross-site fetch that sets one needs a CORS
 * preflight the BFF never grants: a request with `X-FOBU-CSRF: 1` comes from the portal's own pages.
 * The SameSite=Strict cookie is the first line; this is the second.
 */
export const requireCsrfHeader: MiddlewareHandler = async (c, next) => {
  if (c.req.header('x-fobu-csrf') !== '1') return errorAnswer(c, 403, 'Die Anfrage wurde abgelehnt (Schutz vor fremden Seiten).');
  return next();
};
