import type { Context } from 'hono';

/**
 * The portal's origin as the browser sees it: the configured one, else the request's own (behind
 * nginx: its Host and X-Forwarded-Proto). The redirect URI is built from it, and the identity
 * provider accepts only registered ones, so a forged Host leads nowhere.
 */
export function publicOrigin(c: Context, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('host') ?? url.host;
  return `${proto}://${host}`;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether cookies for this origin must be Secure (and may be `__Host-`): always but on plain http to
 * this machine, where browsers refuse Secure cookies (development, the tests). Plain http to another
 * host gets Secure cookies too, which the browser then refuses: no session travels unencrypted.
 */
export function needsSecureCookies(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol !== 'http:' || !LOOPBACK.has(url.hostname);
}
