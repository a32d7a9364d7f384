import type { SpecRuntimeConfig } from '@fobu/config';
import { APPLICATION, type Tenant } from '@fobu/domain';
import type { ClientProfile } from './client-profile';

/** The redirect URI registered for a tenant: `{origin}/{mandant}/callback` (contract.md). */
export function callbackUri(origin: string, mandant: Tenant): string {
  return `${origin}/${mandant}/callback`;
}

/** The identity provider's authorize address with exactly the parameters of spec section 7, plus PKCE. */
export function buildAuthorizeUrl(
  config: SpecRuntimeConfig,
  profile: ClientProfile,
  request: { readonly origin: string; readonly mandant: Tenant; readonly state: string; readonly codeChallenge: string },
): string {
  const url = new URL(config.idp.authorizePath, config.idp.url);
  url.search = new URLSearchParams({
    client_id: profile.clientId,
    redirect_uri: callbackUri(request.origin, request.mandant),
    response_type: 'code',
    scope: profile.scope,
    state: request.state,
    prompt: 'consent',
    application: APPLICATION,
    mobile: profile.mobileFlag,
    mandant: request.mandant,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}
