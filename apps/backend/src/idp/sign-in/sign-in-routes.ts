import type OAuth2Server from '@node-oauth/oauth2-server';
import { AuthorizeQuerySchema } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import type { Hono, MiddlewareHandler } from 'hono';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { formBody } from '../../http/app';
import { HttpError, validate } from '../../http/errors';
import { clientAddress } from '../../http/rate-limit';
import { createWorkGate } from '../../auth/work-gate';
import { issueCode } from '../oauth/issue-code';
import { authorizePage, errorPage } from './authorize-page';
import { checkClient, demoAccounts, signInWithPassword } from './sign-in';

const OAUTH_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'prompt',
  'application',
  'mobile',
  'mandant',
  'code_challenge',
  'code_challenge_method',
];

/**
 * The sign-in page takes a password: no other site may frame it (clickjacking), no cache keeps it,
 * and its address (with the OAuth state) is not sent on as a referrer. Its only style is inline.
 */
const signInPageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
  c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
};

function pickParams(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(OAUTH_PARAMS.filter((k) => source[k] !== undefined).map((k) => [k, String(source[k])]));
}

function renderError(error: unknown, status: number) {
  const message = error instanceof HttpError ? error.message : 'Die Anmeldung ist nicht möglich.';
  return new Response(errorPage('Anmeldung nicht möglich', message), { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The checked client, redirect URI and tenant of a sign-in request, or the error page to answer with. */
async function checkedRequest(db: Db, params: Record<string, string>): Promise<{ mandant: Tenant } | { refused: Response }> {
  try {
    await checkClient(db, params);
    return { mandant: validate(AuthorizeQuerySchema, params).mandant };
  } catch (error) {
    return { refused: renderError(error, 400) };
  }
}

/** `GET /oauth/authorize` shows the sign-in page, `POST /oauth/authorize` signs in with its form and issues a code. */
export function addSignInRoutes(app: Hono, db: Db, config: BackendConfig, oauth: OAuth2Server): void {
  const passwordChecks = createWorkGate(config.signInGate);
  app.use('/oauth/authorize', signInPageHeaders);

  app.get('/oauth/authorize', async (c) => {
    const params = pickParams(c.req.query());
    const checked = await checkedRequest(db, params);
    if ('refused' in checked) return checked.refused;
    return c.html(authorizePage({ params, mandant: checked.mandant, demo: await demoAccounts(db, config, checked.mandant) }));
  });

  app.post('/oauth/authorize', async (c) => {
    const form = await formBody(c);
    const params = pickParams(form);
    const checked = await checkedRequest(db, params);
    if ('refused' in checked) return checked.refused;
    const { mandant } = checked;
    const username = (form['username'] ?? '').slice(0, 100);
    const outcome = await signInWithPassword(db, config, passwordChecks, {
      username,
      password: form['password'] ?? '',
      mandant,
      address: clientAddress(c),
    });
    if (!outcome.signedIn) {
      if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter));
      const demo = await demoAccounts(db, config, mandant);
      return c.html(authorizePage({ params, mandant, demo, error: outcome.message, username }), outcome.status);
    }
    return c.redirect(await issueCode(oauth, params, { uid: outcome.uid, mandant }), 302);
  });
}
