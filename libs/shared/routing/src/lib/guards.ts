import { roleEntryPath, type LoggedInUser } from '@fobu/auth';
import { dashboardOf, type Role, type Tenant } from '@fobu/domain';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

export interface GuardArgs {
  readonly context: RouterContext;
  readonly params: { readonly mandant: Tenant; readonly role: Role };
  readonly location: ParsedLocation;
}

/**
 * Guard of every protected route (spec section 4): without a user, load one from the cookie;
 * failing that (the cookie is then removed) go to the tenant start page, remembering where the
 * user wanted to go. A signed-in user outside the branch of their active role (or tenant) goes
 * to the entry of the active role; a link to another booking role's dashboard (the door's check-out
 * code, which opens the evaluation form) opens the same view on the active booking role's dashboard.
 * Answers the user, for the branch's context.
 */
export async function requireActiveRole({ context, params, location }: GuardArgs): Promise<LoggedInUser> {
  const user = await context.auth.ensureUser();
  if (!user) {
    throw redirect({ to: '/$mandant', params: { mandant: params.mandant }, search: { ruecksprung: location.href }, replace: true });
  }
  if (user.mandant !== params.mandant || user.activeRole !== params.role) {
    const sameDashboard =
      user.mandant === params.mandant &&
      location.pathname === `/${params.mandant}/${params.role}/dashboard` &&
      dashboardOf(user.activeRole) === 'dashboard' &&
      dashboardOf(params.role) === 'dashboard';
    const href = sameDashboard
      ? `/${user.mandant}/${user.activeRole}/dashboard${location.searchStr}`
      : roleEntryPath(user.mandant, user.activeRole);
    throw redirect({ href, replace: true });
  }
  return user;
}
