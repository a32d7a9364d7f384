import { isRole, isTenant, type Role, type Tenant } from '@fobu/domain';
import { notFound, redirect } from '@tanstack/react-router';

/** `{mandant}` must be iqsh or shibb; any other first segment goes to `/` (spec sections 2 and 5). */
export function parseTenantParams({ mandant }: { mandant: string }): { mandant: Tenant } {
  if (!isTenant(mandant)) throw redirect({ to: '/', replace: true });
  return { mandant };
}

/** `{role}` must be one of the spec's roles; anything else is not found. */
export function parseRoleParams({ role }: { role: string }): { role: Role } {
  if (!isRole(role)) throw notFound();
  return { role };
}
