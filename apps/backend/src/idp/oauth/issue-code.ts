import OAuth2Server from '@node-oauth/oauth2-server';
import type { Tenant } from '@fobu/domain';

/**
 * Issues an authorization code for a person who has signed in, through @node-oauth/oauth2-server.
 * Returns where the browser goes next: the client's redirect URI with the code, or with the OAuth
 * error when the request itself is refused (PKCE missing, a wrong scope, …).
 */
export async function issueCode(oauth: OAuth2Server, params: Record<string, string>, signedIn: { uid: string; mandant: Tenant }) {
  const request = new OAuth2Server.Request({
    method: 'POST',
    query: {},
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1' },
    body: params,
  });
  const response = new OAuth2Server.Response();
  try {
    await oauth.authorize(request, response, { authenticateHandler: { handle: async () => signedIn } });
  } catch (error) {
    if (!(error instanceof OAuth2Server.OAuthError)) throw error;
    const target = new URL(params['redirect_uri']);
    target.searchParams.set('error', error.name);
    target.searchParams.set('error_description', error.message);
    if (params['state']) target.searchParams.set('state', params['state']);
    return target.toString();
  }
  return String(response.get('location'));
}
