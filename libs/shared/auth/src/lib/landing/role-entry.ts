import type { Role, Tenant } from '@fobu/domain';

/** The entry of a role branch, `/{mandant}/{role}`, which leads on to the role's dashboard (spec section 4). */
export function roleEntryPath(mandant: Tenant, role: Role): string {
  return `/${mandant}/${role}`;
}
