import OAuth2Server from '@node-oauth/oauth2-server';
import type { Tenant } from '@fobu/domain';
import {
  AuthorizeQuerySchema,
  GetVtypQuerySchema,
  LogoutRequestSchema,
  UserApplicationRoleQuerySchema,
  UserQuerySchema,
  buildOpenApiDocument,
} from '@fobu/api-contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { DEMO_COST, hashForUnknownUser, OWASP_COST, verifyPassword, sha256 } from '../auth/crypto';
import { admitSignInTry, signInSucceeded } from './sign-in/sign-in-throttle';
import { activeRoleOf, bearer, FOBU_ROLES_SQL, fobuRoles } from '../auth/principal';
import { admitSignInUse, type TokenUse } from './sign-in/sign-in-activity';
import { tokenEndpoint } from '../auth/token-endpoint';
import { createApp, formBody, jsonBody } from '../http/app';
import { clientAddress, rateLimited } from '../http/rate-limit';
import { HttpError, validate } from '../http/errors';
import { authorizePage, errorPage, type DemoUserListing } from './sign-in/authorize-page';

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

/** "eine Sekunde", "30 Sekunden", "15 Minuten". */
const waitText = (seconds: number) =>
  seconds === 1 ? 'eine Sekunde' : seconds < 120 ? `${seconds} Sekunden` : `${Math.ceil(seconds / 60)} Minuten`;

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

interface TokenUser extends TokenUse {
  uid: string;
  email: string;
  salutation: string;
  vorname: string;
  name: string;
  dstnr: string;
  dstnr_mitarbeiter: string;
  active_role: string | null;
  fobu_roles: string[];
}

/** The identity provider and user service (port 4100). */
export function createIdpApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createApp(config);
  app.use('/oauth/authorize', signInPageHeaders);

  /** The one-click demo accounts of the sign-in page: in demo mode only. */
  async function demo(mandant: Tenant): Promise<{ users: DemoUserListing[]; password: string } | undefined> {
    return config.demoMode ? { users: await demoListing(mandant), password: DEMO_PASSWORD } : undefined;
  }

  async function demoListing(mandant: Tenant): Promise<DemoUserListing[]> {
    const rows = await db.query<{ username: string; vorname: string; name: string; demo_hint: string; roles: string[] }>(
      `SELECT u.username, u.vorname, u.name, u.demo_hint,
              array(SELECT r.role FROM user_roles r WHERE r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1 ORDER BY r.position) AS roles
         FROM users u WHERE u.demo_hint IS NOT NULL AND $1 = ANY(u.mandanten) ORDER BY u.uid`,
      [mandant],
    );
    return rows.map((r) => ({ username: r.username, vorname: r.vorname, name: r.name, roles: r.roles, hint: r.demo_hint }));
  }

  /** Checks client and redirect URI before anything is shown: never redirect to an unregistered URI. */
  async function checkClient(params: Record<string, string>) {
    const [client] = await db.query<{ redirect_uris: string[] }>('SELECT redirect_uris FROM oauth_clients WHERE client_id = $1', [
      params['client_id'] ?? '',
    ]);
    if (!client) throw new HttpError(400, 'invalid_client', 'Unbekannte Anwendung (client_id).');
    if (!client.redirect_uris.includes(params['redirect_uri'] ?? ''))
      throw new HttpError(400, 'invalid_redirect_uri', 'Die Rücksprungadresse (redirect_uri) ist für diese Anwendung nicht registriert.');
  }

  function pickParams(source: Record<string, string | undefined>): Record<string, string> {
    return Object.fromEntries(OAUTH_PARAMS.filter((k) => source[k] !== undefined).map((k) => [k, String(source[k])]));
  }

  async function renderError(error: unknown, status: number) {
    const message = error instanceof HttpError ? error.message : 'Die Anmeldung ist nicht möglich.';
    return new Response(errorPage('Anmeldung nicht möglich', message), { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }

  app.get('/oauth/authorize', async (c) => {
    const params = pickParams(c.req.query());
    try {
      await checkClient(params);
      const query = validate(AuthorizeQuerySchema, params);
      return c.html(authorizePage({ params, mandant: query.mandant, demo: await demo(query.mandant) }));
    } catch (error) {
      return renderError(error, 400);
    }
  });

  app.post('/oauth/authorize', async (c) => {
    const form = await formBody(c);
    const params = pickParams(form);
    let mandant: Tenant;
    try {
      await checkClient(params);
      mandant = validate(AuthorizeQuerySchema, params).mandant;
    } catch (error) {
      return renderError(error, 400);
    }
    const username = (form['username'] ?? '').slice(0, 100);
    const page = async (error: string, status: 401 | 403 | 429) =>
      c.html(authorizePage({ params, mandant, demo: await demo(mandant), error, username }), status);

    const verdict = await admitSignInTry(db, username, clientAddress(c));
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfter));
      return page(`Zu viele Fehlversuche. Bitte warten Sie ${waitText(verdict.retryAfter)} und versuchen Sie es dann erneut.`, 429);
    }
    const [user] = await db.query<{ uid: string; password_hash: string; mandanten: string[] }>(
      'SELECT uid, password_hash, mandanten FROM users WHERE username = $1',
      [username],
    );
    // An unknown name is checked against a hash as well: the answer takes as long, and tells nothing.
    const passwordRight = await verifyPassword(
      form['password'] ?? '',
      user?.password_hash ?? (await hashForUnknownUser(config.demoMode ? DEMO_COST : OWASP_COST)),
    );
    if (!user || !passwordRight) return page('Benutzername oder Passwort ist falsch.', 401);
    if (!user.mandanten.includes(mandant)) return page(`Ihr Konto gehört nicht zum Mandanten ${mandant.toUpperCase()}.`, 403);
    await signInSucceeded(db, username);

    const request = new OAuth2Server.Request({
      method: 'POST',
      query: {},
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1' },
      body: params,
    });
    const response = new OAuth2Server.Response();
    try {
      await oauth.authorize(request, response, { authenticateHandler: { handle: async () => ({ uid: user.uid, mandant }) } });
    } catch (error) {
      if (error instanceof OAuth2Server.OAuthError) {
        const target = new URL(params['redirect_uri']);
        target.searchParams.set('error', error.name);
        target.searchParams.set('error_description', error.message);
        if (params['state']) target.searchParams.set('state', params['state']);
        return c.redirect(target.toString(), 302);
      }
      throw error;
    }
    return c.redirect(String(response.get('location')), 302);
  });

  app.post('/oauth/token', rateLimited(db, 'token', config.rateLimits.token), (c) =>
    tokenEndpoint(c, oauth, ['authorization_code', 'refresh_token', 'client_credentials'], undefined, config.accessTokenLifetime),
  );

  /**
   * The person of the bearer token, with how long their sign-in lasts without further use; a 401
   * for a bad or expired token and for a sign-in that was idle for too long (which ends it).
   */
  async function tokenUser(header: string | undefined): Promise<TokenUser & { secondsLeft: number }> {
    const token = bearer(header);
    const hash = token ? sha256(token) : null;
    const [row] = hash
      ? await db.query<TokenUser>(
          `SELECT u.*, t.client_id, t.last_active_at, t.family, t.session_expires_at, ${FOBU_ROLES_SQL} AS fobu_roles
             FROM oauth_tokens t JOIN users u ON u.uid = t.uid
            WHERE t.access_hash = $1 AND t.access_expires_at > now()`,
          [hash],
        )
      : [];
    const use = row && hash ? await admitSignInUse(db, config, hash, row, activeRoleOf(row.active_role, fobuRoles(row.fobu_roles))) : null;
    if (!row || !use?.alive) throw new HttpError(401, 'invalid_token', 'Das Zugriffstoken ist ungültig oder abgelaufen.');
    return { ...row, secondsLeft: use.secondsLeft };
  }

  app.get('/api/v1/user', async (c) => {
    const user = await tokenUser(c.req.header('authorization'));
    validate(UserQuerySchema, c.req.query());
    const roles = await db.query<{ application: string; status: number; role: string }>(
      'SELECT application, status, role FROM user_roles WHERE uid = $1 ORDER BY position',
      [user.uid],
    );
    return c.json({
      uid: user.uid,
      email: user.email,
      salutation: user.salutation,
      vorname: user.vorname,
      name: user.name,
      dstnr: user.dstnr,
      dstnr_mitarbeiter: user.dstnr_mitarbeiter,
      roles,
      active_role: { role: user.active_role ?? '' },
    });
  });

  app.post('/api/v1/logout', async (c) => {
    const user = await tokenUser(c.req.header('authorization'));
    const body = validate(LogoutRequestSchema, await jsonBody(c));
    if (body.id !== user.uid) throw new HttpError(403, 'forbidden', 'Sie können nur sich selbst abmelden.');
    await db.query('DELETE FROM oauth_tokens WHERE uid = $1 AND client_id = $2', [user.uid, user.client_id]);
    return c.json({ logout: true });
  });

  app.get('/api/v1/userApplicationRole', async (c) => {
    const user = await tokenUser(c.req.header('authorization'));
    const query = validate(UserApplicationRoleQuerySchema, c.req.query());
    const [role] = await db.query<{ role: string }>(
      `SELECT role FROM user_roles WHERE uid = $1 AND application = 'FOBU' AND status = 1 AND role = $2`,
      [user.uid, query.role],
    );
    if (!role) throw new HttpError(403, 'role_not_assigned', `Die Rolle „${query.role}“ ist Ihnen nicht zugewiesen.`);
    await db.query('UPDATE users SET active_role = $2 WHERE uid = $1', [user.uid, role.role]);
    return c.json({ success: true, active_role: { role: role.role } });
  });

  // Someone works in the portal without making requests (reading, typing): their sign-in stays alive.
  app.post('/api/v1/activity', async (c) => {
    const user = await tokenUser(c.req.header('authorization'));
    return c.json({ expires_in: user.secondsLeft });
  });

  app.get('/api/v1/public/get_vtyp', async (c) => {
    const query = validate(GetVtypQuerySchema, c.req.query());
    const [offer] = await db.query<{ vtyp: string }>('SELECT vtyp FROM angebote WHERE vnr = $1', [query.vnr]);
    if (!offer) throw new HttpError(404, 'not_found', `Die Veranstaltungsnummer „${query.vnr}“ ist unbekannt.`);
    return c.json({ vtyp: offer.vtyp });
  });

  app.get('/openapi.json', (c) => c.json(buildOpenApiDocument('idp', config.publicUrls.idp)));
  app.get('/health', (c) => c.json({ ok: true }));
  return app;
}
