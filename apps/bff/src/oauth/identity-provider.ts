import { endpointPath } from '@fobu/api-contract';
import { APPLICATION, OAUTH_STATE_LENGTH, type Tenant } from '@fobu/domain';
import { randomInt } from 'node:crypto';
import * as oauth from 'openid-client';
import type { SpecRuntimeConfig } from '@fobu/config';
import { serviceUrl } from '../http/service-url';

export type ClientKind = 'web' | 'mobile';

/** The tokens of a user as the identity provider answers them. */
export interface UserTokens {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  /** Seconds the access token lasts. */
  readonly expiresIn: number;
}

/** A sign-in's parameters that the callback needs back. */
export interface AuthorizeRequest {
  readonly client: ClientKind;
  readonly mandant: Tenant;
  readonly redirectUri: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The OAuth state: 40 letters and digits (spec section 9), each drawn without bias. */
export const createState = (): string => Array.from({ length: OAUTH_STATE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The scope of spec section 7 by client. */
export const scopeOf = (client: ClientKind) => (client === 'mobile' ? 'usermobile' : 'user');

/**
 * The BFF as the identity provider's OAuth client (openid-client). The reference identity provider
 * is plain OAuth 2.0 without a discovery document, so its metadata is given here: its authorize
 * path from the config, its token endpoint from the contract. The client secret is sent in the form
 * body (client_secret_post), as the spec's calls do.
 */
export function identityProvider(portal: SpecRuntimeConfig, fetchImpl: typeof fetch) {
  const server: oauth.ServerMetadata = {
    issuer: portal.idp.url,
    authorization_endpoint: new URL(portal.idp.authorizePath, portal.idp.url).href,
    token_endpoint: serviceUrl(portal.idp.url, endpointPath('idp', 'POST /oauth/token')).href,
  };
  const configurations = {
    web: configuration(server, portal.idp.web, fetchImpl),
    mobile: configuration(server, portal.idp.mobile, fetchImpl),
  };

  return {
    /** The authorize address with every parameter of spec section 7 plus PKCE (S256). */
    async authorizeUrl(request: AuthorizeRequest, state: string, codeVerifier: string): Promise<string> {
      return oauth.buildAuthorizationUrl(configurations[request.client], {
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: scopeOf(request.client),
        state,
        prompt: 'consent',
        application: APPLICATION,
        mobile: request.client === 'mobile' ? '1' : '0',
        mandant: request.mandant,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /** Exchanges the code of the callback (`callbackUrl`: the redirect URI with the query it came back with). */
    async exchangeCode(client: ClientKind, callbackUrl: URL, state: string, codeVerifier: string): Promise<UserTokens> {
      return userTokens(
        await oauth.authorizationCodeGrant(configurations[client], callbackUrl, { expectedState: state, pkceCodeVerifier: codeVerifier }),
      );
    },

    /** New tokens for the refresh token; the identity provider spends the old one. */
    async refresh(client: ClientKind, refreshToken: string): Promise<UserTokens> {
      return userTokens(await oauth.refreshTokenGrant(configurations[client], refreshToken, { scope: scopeOf(client) }));
    },
  };
}

export type IdentityProvider = ReturnType<typeof identityProvider>;

/** A client of an OAuth server; plain http only to this machine's development and test servers. */
export function configuration(
  server: oauth.ServerMetadata,
  client: { readonly clientId: string; readonly clientSecret: string },
  fetchImpl: typeof fetch,
): oauth.Configuration {
  const config = new oauth.Configuration(server, client.clientId, undefined, oauth.ClientSecretPost(client.clientSecret));
  config[oauth.customFetch] = (url, options) => fetchImpl(url, options as RequestInit);
  if (new URL(server.issuer).protocol === 'http:') oauth.allowInsecureRequests(config);
  return config;
}

function userTokens(answer: oauth.TokenEndpointResponse): UserTokens {
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresIn: answer.expires_in ?? 3600 };
}
