import { endpointPath, ServerUserRecordSchema, type ServerUserRecord } from '@fobu/api-contract';
import { APPLICATION, type Tenant } from '@fobu/domain';
import { parseResponse } from '@fobu/http';
import type { KyInstance } from 'ky';
import type { ClientProfile } from '../login/client-profile';

/** `GET /api/v1/user`: the server user record; tolerates the record wrapped as `{ data }` (contract.md). */
export async function fetchUser(user: KyInstance, profile: ClientProfile, accessToken: string, mandant: Tenant): Promise<ServerUserRecord> {
  const body = await user
    .get(endpointPath('idp', 'GET /api/v1/user'), {
      searchParams: { scope: profile.scope, application: APPLICATION, mandant },
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    .json<unknown>();
  return parseUserRecord(body);
}

/** The user record as the identity provider gives it, in either mode; tolerates the record wrapped as `{ data }` (contract.md). */
export function parseUserRecord(body: unknown): ServerUserRecord {
  const record = body && typeof body === 'object' && 'data' in body ? body.data : body;
  return parseResponse(ServerUserRecordSchema, record, 'Benutzerdaten');
}
