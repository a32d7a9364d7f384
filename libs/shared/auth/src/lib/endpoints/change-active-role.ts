import { endpointPath } from '@fobu/api-contract';
import { APPLICATION, type Role } from '@fobu/domain';
import type { KyInstance } from 'ky';
import type { ClientProfile } from '../login/client-profile';

/** `GET /api/v1/userApplicationRole`: tells the server the new active role; its answer need not be read. */
export async function changeActiveRole(user: KyInstance, profile: ClientProfile, accessToken: string, role: Role): Promise<void> {
  await user.get(endpointPath('idp', 'GET /api/v1/userApplicationRole'), {
    searchParams: { scope: profile.scope, application: APPLICATION, role },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}
