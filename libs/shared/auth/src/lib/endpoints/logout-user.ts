import { endpointPath, LogoutResponseSchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import type { KyInstance } from 'ky';
import type { ClientProfile } from '../login/client-profile';

/** `POST /api/v1/logout` with `{ id, scope }`: the identity provider revokes the user's tokens. */
export async function logoutUser(user: KyInstance, profile: ClientProfile, accessToken: string, uid: string): Promise<void> {
  const body = await user
    .post(endpointPath('idp', 'POST /api/v1/logout'), {
      json: { id: uid, scope: profile.scope },
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    .json();
  parseResponse(LogoutResponseSchema, body, 'Abmeldung');
}
