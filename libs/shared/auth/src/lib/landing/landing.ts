import { roleHasScreen, type Role, type Tenant } from '@fobu/domain';
import { VTYP_PAGES, type Vtyp } from '@fobu/api-contract';

/** Where each event type is shown, and which entry parameters go along (spec section 4). */
const FORWARDING = {
  TERMIN: { screen: VTYP_PAGES.TERMIN, keepKreis: true },
  ABRUF: { screen: VTYP_PAGES.ABRUF, keepKreis: false },
  SLK: { screen: VTYP_PAGES.SLK, keepKreis: false },
} as const satisfies Record<Vtyp, unknown>;

export interface EntryParams {
  readonly vnr?: string;
  readonly kreis?: string;
}

/**
 * Where a deep link with `vnr` (and `kreis`) leads once the event type is known: the role's own
 * screen where the branch has it, the public page otherwise; undefined without a known type.
 */
export function forwardingPath(vtyp: string | undefined, entry: EntryParams, mandant: Tenant, role: Role): string | undefined {
  const rule = vtyp ? FORWARDING[vtyp as Vtyp] : undefined;
  if (!rule || !entry.vnr) return undefined;
  const search = new URLSearchParams({ vnr: entry.vnr });
  if (rule.keepKreis && entry.kreis) search.set('kreis', entry.kreis);
  const base = roleHasScreen(role, rule.screen) ? `/${mandant}/${role}` : `/${mandant}`;
  return `${base}/${rule.screen}?${search}`;
}

/**
 * A return path from the query, kept only when it stays on this portal's origin and under the
 * tenant (no `//host`, no `https://elsewhere`, no `javascript:`); the path with its query, or undefined.
 */
export function safeReturnPath(candidate: string | undefined, origin: string, mandant: Tenant): string | undefined {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`/${mandant}/`) || url.pathname === `/${mandant}/callback`) return undefined;
  return `${url.pathname}${url.search}`;
}
