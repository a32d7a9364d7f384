import type { LoggedInUser } from '@fobu/auth';
import type { Role, Tenant } from '@fobu/domain';
import { getRouteApi } from '@tanstack/react-router';

const branch = getRouteApi('/$mandant/$role/bereich');

/** Where a role screen is shown and for whom: only inside a role branch, where all three are known. */
export interface RoleBranch {
  readonly tenant: Tenant;
  readonly role: Role;
  readonly user: LoggedInUser;
}

/** Tenant, role and signed-in user of the branch a role screen is in (its guard has checked them). */
export function useRoleBranch(): RoleBranch {
  const { mandant, role } = branch.useParams();
  const user = branch.useRouteContext({ select: (context) => context.user });
  return { tenant: mandant, role, user };
}
