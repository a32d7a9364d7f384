import { isRole, isTenant, type Role, type Tenant } from '@fobu/domain';
import { useParams } from '@tanstack/react-router';

/** Where the user is: the tenant, and the role when inside a role branch. */
export interface Branch {
  readonly tenant: Tenant | undefined;
  readonly role: Role | undefined;
}

/**
 * Reads tenant and role from the current path, for parts shown inside and outside a branch (the
 * layout, the catalogue); undefined outside a tenant or a role branch. Role screens use `useRoleBranch`.
 * Checked again here: on a not-found page (`/iqsh/gibtsnicht`) the params are the raw, unparsed text.
 */
export function useBranch(): Branch {
  const { mandant, role } = useParams({ strict: false });
  return { tenant: isTenant(mandant) ? mandant : undefined, role: isRole(role) ? role : undefined };
}
