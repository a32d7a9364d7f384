import { Link, useRoleBranch } from '@fobu/routing';
import type { ReactNode } from 'react';

/** A link to the evaluation form of a date on the person's dashboard (`dashboard?bewertung={termin id}`); without an id, back to the dashboard. */
export function EvaluationLink({ terminId, children }: { terminId?: number; children: ReactNode }) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link
      to="/$mandant/$role/dashboard"
      params={{ mandant: tenant, role }}
      search={terminId === undefined ? {} : { bewertung: terminId }}
      style={{ textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
