import { DEFAULT_TENANT, type RoleScreen } from '@fobu/domain';
import { Link, useBranch } from '@fobu/routing';
import type { ReactNode } from 'react';

/** A link, inside a text, to another screen of the reader's own role branch. */
export function BranchLink({ screen, children }: { screen: Exclude<RoleScreen, 'unsubscribe'>; children: ReactNode }) {
  const { tenant = DEFAULT_TENANT, role = 'lehrkraft' } = useBranch();
  return (
    <Link to={`/$mandant/$role/${screen}`} params={{ mandant: tenant, role }} style={{ textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
