import { Link, useRoleBranch } from '@fobu/routing';
import type { ReactNode } from 'react';

/** A link to one of the member's workgroups, opened on their dashboard (`dashboard?arbeitsgruppe={id}`); without an id, back to the dashboard. */
export function WorkgroupLink({ id, children }: { id?: number; children: ReactNode }) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link
      to="/$mandant/$role/dashboard"
      params={{ mandant: tenant, role }}
      search={id === undefined ? {} : { arbeitsgruppe: id }}
      style={{ textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
