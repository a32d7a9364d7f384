import { tokenCipher, TOKEN_COOKIE_NAMES } from '@fobu/auth';
import { isTenant, type Tenant } from '@fobu/domain';
import { expect, test, type Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { openPortal } from './portal-page';
import { BFF_PROJECT } from './run';
import { account, backendConfig } from './sign-in';
import type { TestUser } from './test-data';

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

/** The tokens the identity provider issues to the portal for this person: the requests of its sign-in page and of the callback. */
export async function issueTokens(page: Page, user: Credentials, mandant: Tenant) {
  const { idp } = backendConfig();
  const redirectUri = new URL(`/${mandant}/callback`, test.info().project.use.baseURL).toString();
  const verifier = base64Url(randomBytes(32));
  const authorized = await page.request.post(`${idp.url}/oauth/authorize`, {
    form: {
      client_id: idp.web.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'user',
      state: base64Url(randomBytes(30)),
      prompt: 'consent',
      application: 'FOBU',
      mobile: '0',
      mandant,
      code_challenge: base64Url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      username: user.benutzername,
      password: user.passwort,
    },
    maxRedirects: 0,
  });
  const code = new URL(authorized.headers()['location'] ?? redirectUri).searchParams.get('code');
  if (!code) throw new Error(`Sign-in of ${user.benutzername} refused: ${authorized.status()} ${await authorized.text()}`);
  const issued = await page.request.post(`${idp.url}/oauth/token`, {
    form: {
      grant_type: 'authorization_code',
      client_id: idp.web.clientId,
      client_secret: idp.web.clientSecret,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    },
  });
  if (!issued.ok()) throw new Error(`Token exchange for ${user.benutzername}: ${issued.status()} ${await issued.text()}`);
  return (await issued.json()) as { access_token: string; refresh_token: string };
}

/**
 * Opens `path` signed in as `user`, for tests whose subject is not the sign-in (auth.spec.ts and the
 * `signIn` helpers drive the identity provider's page): the session is made over HTTP
 * (`addSessionCookie`), so that the portal's first load finds it (spec section 4; BFF mode:
 * `GET /bff/sitzung`). This saves the sign-in page and a second start of the app, seconds per test
 * on the 2-core machines. `user` is a test's own user or a demo user's name.
 */
export async function openSignedIn(page: Page, user: TestUser | string, path: string): Promise<void> {
  await addSessionCookie(page, user, path);
  await openPortal(page, path);
  // As long as `signIn` gives the account area (a quarter of the test's time): a screen with charts keeps a busy machine's main thread for seconds.
  await expect(account(page)).toBeVisible({ timeout: test.info().project.timeout / 4 });
}

/**
 * Gives the page's context a session of `user` for the tenant of `path`, as `openSignedIn` does:
 * in spec mode the portal's token cookie, without opening a page; in BFF mode the BFF's session, whose
 * sign-in ends on the portal's callback page.
 */
export async function addSessionCookie(page: Page, user: TestUser | string, path: string): Promise<void> {
  const mandant = path.split('/')[1];
  if (!isTenant(mandant)) throw new Error(`${path} does not start with a tenant`);
  const credentials = typeof user === 'string' ? { benutzername: user, passwort: DEMO_PASSWORD } : user;
  if (test.info().project.name === BFF_PROJECT) await signInThroughBff(page, credentials, mandant);
  else await addTokenCookie(page, credentials, mandant);
}

/** The portal's token cookie with freshly issued tokens, sealed as the portal seals it. */
async function addTokenCookie(page: Page, credentials: Credentials, mandant: Tenant): Promise<void> {
  const tokens = await issueTokens(page, credentials, mandant);
  const sealed = await tokenCipher().encrypt(
    JSON.stringify({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, mandant }),
  );
  // Host-only, Secure, path / as the `__Host-` prefix demands (DevTools refuses a Secure cookie given by an http URL).
  const domain = new URL(test.info().project.use.baseURL ?? '').hostname;
  await page.context().addCookies([{ name: TOKEN_COOKIE_NAMES.web, value: sealed, domain, path: '/', secure: true, sameSite: 'Strict' }]);
}

/**
 * The BFF's sign-in (docs/bff.md): its start and the identity provider's form over HTTP, with the
 * context's cookies; then the browser takes the redirect back, as after the sign-in page, so that the
 * BFF sets its session cookie and the portal notes the sign-in. The BFF keeps the session, so
 * nothing can be put into the browser in its place.
 */
async function signInThroughBff(page: Page, credentials: Credentials, mandant: Tenant): Promise<void> {
  const portal = test.info().project.use.baseURL ?? '';
  const started = await page.request.get(`${portal}/bff/anmelden?mandant=${mandant}`, { maxRedirects: 0 });
  const authorize = new URL(started.headers()['location'] ?? portal);
  // The sign-in form sends back the parameters it was opened with, and the person's name and password.
  const authorized = await page.request.post(`${authorize.origin}${authorize.pathname}`, {
    form: { ...Object.fromEntries(authorize.searchParams), username: credentials.benutzername, password: credentials.passwort },
    maxRedirects: 0,
  });
  const callback = authorized.headers()['location'];
  if (!callback) throw new Error(`Sign-in of ${credentials.benutzername} refused: ${authorized.status()} ${await authorized.text()}`);
  await page.goto(callback);
  await page.waitForURL((url) => !url.pathname.endsWith('/callback'));
}

type Credentials = Pick<TestUser, 'benutzername' | 'passwort'>;

/** The demo accounts' password (the reference back end's seed, demo mode only). */
const DEMO_PASSWORD = 'fobu-demo';
