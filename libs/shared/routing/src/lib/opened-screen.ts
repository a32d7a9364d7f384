import { isRole, isTenant, screensOf, type Role, type RoleScreen, type Tenant } from '@fobu/domain';
import { roleScreenSearchParser, type RoleScreenSearch } from './role-screen-search';
import { parsePlainSearch } from './search-serialization';

/** What an address in a role branch opens: the branch, and the screen with its validated search where it names one the role has. */
export interface OpenedBranch {
  readonly tenant: Tenant;
  readonly role: Role;
  readonly screen?: { readonly name: RoleScreen; readonly search: RoleScreenSearch<RoleScreen> };
}

/**
 * Reads an address (`/{mandant}/{role}/{screen}?…`) as the route tree does, without the router:
 * for what a page's start asks for before the router has loaded (the branch's code, the screen's
 * data). Nothing for an address outside the role branches.
 */
export function openedBranch(path: string, searchStr: string): OpenedBranch | undefined {
  const [, tenant, role, screen, ...deeper] = path.replace(/\/$/, '').split('/');
  if (!isTenant(tenant) || !isRole(role)) return undefined;
  const known = deeper.length === 0 && screensOf(role).find((candidate) => candidate === screen);
  if (!known) return { tenant, role };
  return { tenant, role, screen: { name: known, search: roleScreenSearchParser(known)(parsePlainSearch(searchStr)) } };
}
