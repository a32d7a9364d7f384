import { isBookingRole, isRole, normaliseIdpRole, type OfferActor, type Role, type Tenant } from '@fobu/domain';
import type { Context } from 'hono';
import { HttpError } from '../http/errors';
import type { TokenUse } from './sign-in-activity';

/** The signed-in person a request acts for, as the identity provider knows them. */
export interface Principal {
  uid: string;
  mandant: Tenant;
  /** FOBU roles with status 1, normalised (landerfachberater → qualitaetskontrolle). */
  roles: Role[];
  activeRole: Role | null;
  dstnr: string;
  clientId: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The person of `X-User-Authorization`, resolved with the service token (service-call.ts); null if absent or invalid. */
    principal: Principal | null;
  }
}

/** Reads a `Bearer …` header value. */
export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+([\w.~+/=-]{10,200})$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}

/** The FOBU roles with status 1 of the user `u`, in their order (a column of a SELECT over `users u`). */
export const FOBU_ROLES_SQL = `array(SELECT r.role FROM user_roles r WHERE r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1 ORDER BY r.position)`;

/**
 * The person of a user access token, from the identity provider's token table (the services
 * share its database, so this is the check `GET /api/v1/user` does), with what the idle check of
 * its sign-in needs (sign-in-activity.ts). `$n` is the token's hash; one row, or none for a bad or expired token.
 */
export const principalSql = (n: number) => `
  SELECT t.uid, t.mandant, t.client_id, t.last_active_at, t.family, t.session_expires_at, u.dstnr, u.active_role,
         ${FOBU_ROLES_SQL} AS roles
    FROM oauth_tokens t JOIN users u ON u.uid = t.uid
   WHERE t.access_hash = $${n} AND t.access_expires_at > now() AND t.uid IS NOT NULL`;

export interface PrincipalRow extends TokenUse {
  uid: string;
  mandant: Tenant;
  dstnr: string;
  active_role: string | null;
  roles: string[];
}

/** The role a person acts in: the stored active role if it is still theirs, else their first role. */
export function activeRoleOf(activeRole: string | null, roles: readonly Role[]): Role | null {
  const active = activeRole ? normaliseIdpRole(activeRole) : null;
  return active && isRole(active) && roles.includes(active) ? active : (roles[0] ?? null);
}

/** FOBU roles as stored, normalised (landerfachberater → qualitaetskontrolle) and known to the portal. */
export const fobuRoles = (stored: readonly string[]): Role[] => [...new Set(stored.map(normaliseIdpRole).filter(isRole))];

export function principalFrom(row: PrincipalRow): Principal {
  const roles = fobuRoles(row.roles);
  return {
    uid: row.uid,
    mandant: row.mandant,
    roles,
    activeRole: activeRoleOf(row.active_role, roles),
    dstnr: row.dstnr,
    clientId: row.client_id,
  };
}

/** The principal of `X-User-Authorization`, or a 401 `invalid_user_token` (contract.md). */
export function requireUser(c: Context): Principal {
  const principal = c.get('principal');
  if (!principal)
    throw new HttpError(401, 'invalid_user_token', 'Ihre Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.');
  return principal;
}

export const isBooking = (p: Principal) => p.activeRole !== null && isBookingRole(p.activeRole);
export const hasActive = (p: Principal, ...roles: Role[]) => p.activeRole !== null && roles.includes(p.activeRole);

/** The person as @fobu/domain's offer rules know them, in their active role; null without one. */
export const offerActorOf = (p: Principal | null): OfferActor | null =>
  p?.activeRole ? { uid: p.uid, role: p.activeRole, mandant: p.mandant } : null;
