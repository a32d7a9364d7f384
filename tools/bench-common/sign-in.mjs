// Signing a user in as the portal does (PKCE, the web client), for the benchmarks and the load test.
import { createHash, randomBytes } from 'node:crypto';

/** An x-www-form-urlencoded POST that does not follow redirects (the sign-in answers with one). */
const form = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(body).toString(),
  redirect: 'manual',
});

/** A token from the identity provider's token endpoint (`body` is the grant's form). */
export async function tokenOf(idp, body, headers = {}) {
  const answer = await fetch(`${idp}/oauth/token`, form(body, headers));
  if (!answer.ok) throw new Error(`Token (${body.grant_type}): HTTP ${answer.status} ${await answer.text()}`);
  return (await answer.json()).access_token;
}

/**
 * Signs a demo user in with the demo password and answers their access token. `address` is sent as
 * X-Forwarded-For: behind a proxy the back end trusts, each user counts at their own address.
 */
export async function signInAs(idp, { username, mandant = 'iqsh', address }) {
  const headers = address ? { 'x-forwarded-for': address } : {};
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `http://bench.local/${mandant}/callback`;
  const login = await fetch(
    `${idp}/oauth/authorize`,
    form(
      {
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        client_id: 'fobu-web',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'user',
        state: 'b'.repeat(40),
        application: 'FOBU',
        mandant,
        username,
        password: 'fobu-demo',
      },
      headers,
    ),
  );
  const location = login.headers.get('location');
  if (!location) throw new Error(`Anmeldung von ${username}: HTTP ${login.status} ${(await login.text()).slice(0, 300)}`);
  const code = new URL(location).searchParams.get('code');
  return tokenOf(
    idp,
    {
      grant_type: 'authorization_code',
      client_id: 'fobu-web',
      client_secret: 'fobu-web-geheim',
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    },
    headers,
  );
}
