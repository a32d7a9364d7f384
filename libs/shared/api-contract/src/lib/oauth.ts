import { SERVICE_SCOPE_NAMES } from '@fobu/domain';
import { z } from './zod';

/** `POST /oauth/token` answer for user grants (RFC 6749 §5.1). */
export const TokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.number().check(z.int(), z.positive()),
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  scope: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** `POST {service}/oauth/token` answer for the client-credentials grant: no refresh token. */
export const ClientCredentialsResponseSchema = z.omit(TokenResponseSchema, { refresh_token: true });
export type ClientCredentialsResponse = z.infer<typeof ClientCredentialsResponseSchema>;

/** OAuth error body (RFC 6749 §5.2). */
export const OAuthErrorSchema = z.object({ error: z.string(), error_description: z.optional(z.string()) });

export const AuthorizationCodeRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  client_id: z.string(),
  client_secret: z.string(),
  redirect_uri: z.url(),
  code: z.string(),
  code_verifier: z.optional(z.string()),
});
export const RefreshTokenRequestSchema = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.string(),
  client_secret: z.string(),
  scope: z.optional(z.string()),
  refresh_token: z.string(),
});
export const ClientCredentialsRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string(),
  client_secret: z.string(),
  scope: z.enum(SERVICE_SCOPE_NAMES),
});

/** Query of the authorize path (contract.md). */
export const AuthorizeQuerySchema = z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(100)),
  redirect_uri: z.url().check(z.maxLength(500)),
  response_type: z.literal('code'),
  scope: z.enum(['user', 'usermobile']),
  state: z.string().check(z.minLength(1), z.maxLength(200)),
  prompt: z.optional(z.string().check(z.maxLength(50))),
  application: z.literal('FOBU'),
  mobile: z.optional(z.enum(['0', '1'])),
  mandant: z.enum(['iqsh', 'shibb']),
  // PKCE is required of both portal clients (RFC 9700 §2.1.1): a code is useless to whoever intercepts it.
  code_challenge: z
    .string({ error: 'code_challenge fehlt: PKCE (S256) ist für diese Anwendung Pflicht.' })
    .check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_challenge muss 43 bis 128 Zeichen base64url sein.')),
  code_challenge_method: z.literal('S256', { error: 'code_challenge_method muss S256 sein.' }),
});
export type AuthorizeQuery = z.infer<typeof AuthorizeQuerySchema>;

/**
 * `POST /oauth/authorize`: the sign-in page's form, the authorize query's fields as hidden fields
 * with the person's name and password; answers the page again (401, 429) or redirects to the portal.
 */
export const SignInFormSchema = z.extend(AuthorizeQuerySchema, {
  username: z.string().check(z.maxLength(100)),
  password: z.string().check(z.maxLength(200)),
});
