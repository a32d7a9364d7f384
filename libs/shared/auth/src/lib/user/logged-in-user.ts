import { APPLICATION, isRole, normaliseIdpRole, type Role, type Tenant } from '@fobu/domain';
import type { ServerUserRecord } from '@fobu/api-contract';

/** The signed-in user (spec section 3); the tokens stay in the encrypted cookie. */
export interface LoggedInUser {
  readonly uid: string;
  readonly email: string;
  readonly salutation: string;
  readonly vorname: string;
  readonly name: string;
  readonly dstnr: string;
  readonly dstnrMitarbeiter: string;
  /** The user's FOBU roles, the active one first. */
  readonly roles: readonly Role[];
  readonly activeRole: Role;
  /** The tenant the user signed into. */
  readonly mandant: Tenant;
}

/** A server role name as the portal's role, or undefined when the portal does not know it. */
function portalRole(serverRole: string): Role | undefined {
  const lower = serverRole.toLowerCase();
  const role = normaliseIdpRole(lower);
  return isRole(role) ? role : undefined;
}

/**
 * Only roles of application FOBU with status 1 are kept, and the active role is put first
 * (spec section 3). Returns undefined when no such role is left: the user cannot use the portal.
 */
export function toLoggedInUser(record: ServerUserRecord, mandant: Tenant): LoggedInUser | undefined {
  const held = record.roles
    .filter((entry) => entry.application === APPLICATION && Number(entry.status) === 1)
    .map((entry) => portalRole(entry.role))
    .filter((role): role is Role => role !== undefined);
  const roles = [...new Set(held)];
  const active = portalRole(record.active_role.role);
  const activeRole = active && roles.includes(active) ? active : roles[0];
  if (!activeRole) return undefined;
  return {
    uid: record.uid,
    email: record.email,
    salutation: record.salutation,
    vorname: record.vorname,
    name: record.name,
    dstnr: record.dstnr,
    dstnrMitarbeiter: record.dstnr_mitarbeiter,
    roles: [activeRole, ...roles.filter((role) => role !== activeRole)],
    activeRole,
    mandant,
  };
}
