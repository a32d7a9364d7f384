import type { RoleScreen } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import type { ReactNode } from 'react';

/** A link, inside a text, to another screen of the reader's own role branch. */
export function BranchLink({ screen, children }: { screen: Exclude<RoleScreen, 'unsubscribe'>; children: ReactNode }) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link to={`/$mandant/$role/${screen}`} params={{ mandant: tenant, role }} style={{ textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
