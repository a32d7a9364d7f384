import { isTenant } from '@fobu/domain';
import type { Hono } from 'hono';
import * as oauth from 'openid-client';
import { errorAnswer } from '../http/errors';
import { needsSecureCookies, publicOrigin } from '../http/public-origin';
import { createState, type ClientKind } from '../oauth/identity-provider';
import { hashOf, randomCookieValue } from '../session/secrets';
import { clearSignInCookie, readSignInCookie, writeSessionCookie, writeSignInCookie } from '../session/session-cookie';
import type { BffDeps } from './bff-deps';

/** The identity provider's `error` as the portal's notice, when it is a plain OAuth error code; else `login-failed`. */
const noticeOf = (error: string | undefined) => (error && /^[a-z_]{1,64}$/.test(error) ? error : 'login-failed');

/** `GET /bff/anmelden` starts the code flow, `GET /<mandant>/callback?code&state` finishes it (docs/bff.md). */
export function addSignInRoutes(app: Hono, deps: BffDeps): void {
  app.get('/bff/anmelden', async (c) => {
    const mandant = c.req.query('mandant');
    const client: ClientKind = c.req.query('client') === 'mobile' ? 'mobile' : 'web';
    if (!isTenant(mandant)) return errorAnswer(c, 400, 'Unbekannter Mandant.');
    const origin = publicOrigin(c, deps.publicOrigin);
    const binding = randomCookieValue();
    const state = createState();
    const codeVerifier = oauth.randomPKCECodeVerifier();
    await deps.signIns.add({ state, bindingHash: hashOf(binding), codeVerifier, mandant, client }, deps.clock());
    writeSignInCookie(c, needsSecureCookies(origin), binding);
    c.header('Cache-Control', 'no-store');
    return c.redirect(
      await deps.idp.authorizeUrl({ client, mandant, redirectUri: `${origin}/${mandant}/callback` }, state, codeVerifier),
      302,
    );
  });

  app.get('/:mandant/callback', async (c, next) => {
    const mandant = c.req.param('mandant');
    const query = new URL(c.req.url).searchParams;
    if (!isTenant(mandant) || !['code', 'state', 'error'].some((key) => query.has(key))) return next();
    const origin = publicOrigin(c, deps.publicOrigin);
    const secure = needsSecureCookies(origin);
    const binding = readSignInCookie(c);
    clearSignInCookie(c, secure);
    c.header('Cache-Control', 'no-store');
    const back = (outcome: string) => c.redirect(`/${mandant}/callback?${outcome}`, 303);

    // The state is spent by any callback that names it, this browser's or not.
    const pending = await deps.signIns.take(query.get('state') ?? '', binding ? hashOf(binding) : undefined, deps.clock());
    if (query.has('error')) return back(`fehler=${noticeOf(query.get('error') ?? undefined)}`);
    if (!pending || pending.mandant !== mandant) return back('fehler=login-failed');
    try {
      const callbackUrl = new URL(`${origin}/${mandant}/callback?${query.toString()}`);
      const tokens = await deps.idp.exchangeCode(pending.client, callbackUrl, pending.state, pending.codeVerifier);
      const user = await deps.userService.user(tokens.accessToken, pending.client, mandant);
      const cookie = randomCookieValue();
      await deps.store.create(
        { idHash: hashOf(cookie), client: pending.client, mandant, user, activeRole: user.active_role?.role },
        tokens,
        deps.clock(),
      );
      writeSessionCookie(c, secure, cookie, pending.client);
      return back('angemeldet=1');
    } catch (error) {
      console.error('Die Anmeldung ist gescheitert:', error instanceof Error ? error.message : error);
      return back('fehler=login-failed');
    }
  });
}
