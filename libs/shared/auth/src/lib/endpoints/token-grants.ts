import { endpointPath, TokenResponseSchema, type TokenResponse } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import type { KyInstance } from 'ky';
import type { ClientProfile } from '../login/client-profile';

/** `POST /oauth/token` with `authorization_code` (+ PKCE verifier), form-encoded (contract.md). */
export async function exchangeCode(
  idp: KyInstance,
  profile: ClientProfile,
  grant: { readonly code: string; readonly redirectUri: string; readonly codeVerifier: string },
): Promise<TokenResponse> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: profile.clientId,
    client_secret: profile.clientSecret,
    redirect_uri: grant.redirectUri,
    code: grant.code,
    code_verifier: grant.codeVerifier,
  });
  return parseResponse(TokenResponseSchema, await idp.post(endpointPath('idp', 'POST /oauth/token'), { body }).json(), 'Anmeldung');
}

/** `POST /oauth/token` with `refresh_token`: new access and refresh tokens (the old refresh token is spent). */
export async function refreshTokens(idp: KyInstance, profile: ClientProfile, refreshToken: string): Promise<TokenResponse> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: profile.clientId,
    client_secret: profile.clientSecret,
    scope: profile.scope,
    refresh_token: refreshToken,
  });
  return parseResponse(
    TokenResponseSchema,
    await idp.post(endpointPath('idp', 'POST /oauth/token'), { body }).json(),
    'Anmeldung erneuern',
  );
}
