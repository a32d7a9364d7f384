import { ClientCredentialsResponseSchema, endpointPath } from '@fobu/api-contract';
import { CLIENT_CREDENTIALS_GRANT, SERVICE_SCOPES, type TokenService } from '@fobu/domain';
import { parseResponse } from '@fobu/http';
import type { KyInstance } from 'ky';

/** `POST {service}/oauth/token` with the client-credentials grant; scope = the service name (spec section 7). */
export async function fetchServiceToken(
  client: KyInstance,
  service: TokenService,
  credentials: { readonly clientId: string; readonly clientSecret: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: CLIENT_CREDENTIALS_GRANT,
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
    scope: SERVICE_SCOPES[service],
  });
  return parseResponse(
    ClientCredentialsResponseSchema,
    await client.post(endpointPath(service, 'POST /oauth/token'), { body }).json(),
    'Dienstanmeldung',
  ).access_token;
}
