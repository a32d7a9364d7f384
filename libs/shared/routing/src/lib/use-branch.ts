import { isRole, isTenant, type Role, type Tenant } from '@fobu/domain';
import { useParams } from '@tanstack/react-router';

/** Where the user is: the tenant, and the role when inside a role branch. */
export interface Branch {
  readonly tenant: Tenant | undefined;
  readonly role: Role | undefined;
}

/** Reads tenant and role from the current path; undefined outside a tenant or a role branch. */
export function useBranch(): Branch {
  const params = useParams({ strict: false }) as { mandant?: string; role?: string };
  return {
    tenant: isTenant(params.mandant) ? params.mandant : undefined,
    role: isRole(params.role) ? params.role : undefined,
  };
}
