import { isBookingRole, isRole, type Role, type Tenant } from '@fobu/domain';
import type { Db } from '../db/db';
import { normaliseRole } from '../db/demo-users';
import { HttpError } from '../http/errors';
import { sha256 } from './crypto';

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

/** Reads a `Bearer …` header value. */
export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+([\w.~+/=-]{10,200})$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}

/**
 * Resolves a user access token against the identity provider's token table. The services
 * share the identity provider's database, so this is the same check `GET /api/v1/user` does.
 */
export async function principalOf(db: Db, accessToken: string | null): Promise<Principal | null> {
  if (!accessToken) return null;
  const rows = await db.query<{ uid: string; mandant: Tenant; client_id: string; dstnr: string; active_role: string | null; role: string | null }>(
    `SELECT t.uid, t.mandant, t.client_id, u.dstnr, u.active_role, r.role
       FROM oauth_tokens t JOIN users u ON u.uid = t.uid
       LEFT JOIN user_roles r ON r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1
      WHERE t.access_hash = $1 AND t.access_expires_at > now() AND t.uid IS NOT NULL`,
    [sha256(accessToken)],
  );
  if (rows.length === 0) return null;
  const roles = [...new Set(rows.map((r) => (r.role ? normaliseRole(r.role) : null)).filter(isRole))];
  const active = rows[0].active_role ? normaliseRole(rows[0].active_role) : null;
  return {
    uid: rows[0].uid,
    mandant: rows[0].mandant,
    roles,
    activeRole: active && isRole(active) && roles.includes(active) ? active : (roles[0] ?? null),
    dstnr: rows[0].dstnr,
    clientId: rows[0].client_id,
  };
}

/** The principal of `X-User-Authorization`, or a 401 `invalid_user_token` (contract.md). */
export async function requireUser(db: Db, header: string | undefined): Promise<Principal> {
  const principal = await principalOf(db, bearer(header));
  if (!principal) throw new HttpError(401, 'invalid_user_token', 'Ihre Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.');
  return principal;
}

export const isBooking = (p: Principal) => p.activeRole !== null && isBookingRole(p.activeRole);
export const hasActive = (p: Principal, ...roles: Role[]) => p.activeRole !== null && roles.includes(p.activeRole);
