import { ActivityResponseSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import type { KyInstance } from 'ky';

/**
 * `POST /api/v1/activity`: someone works without making requests, so the identity provider does not
 * end the sign-in as idle. Returns how many seconds it lasts without further use.
 */
export async function reportActivity(user: KyInstance, accessToken: string): Promise<number> {
  const body = await user
    .post(endpointPath('idp', 'POST /api/v1/activity'), { headers: { Authorization: `Bearer ${accessToken}` } })
    .json();
  return parseResponse(ActivityResponseSchema, body, 'Aktivitätsmeldung').expires_in;
}
