import { Link, TRAINING_RECORD_VIEW, useRoleBranch } from '@fobu/routing';
import type { ReactNode } from 'react';

/** A link to the person's Fortbildungskonto on their dashboard (`dashboard?ansicht=fortbildungskonto`); with `back`, to the dashboard itself. */
export function TrainingRecordLink({ back = false, children }: { back?: boolean; children: ReactNode }) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link
      to="/$mandant/$role/dashboard"
      params={{ mandant: tenant, role }}
      search={back ? {} : { ansicht: TRAINING_RECORD_VIEW }}
      style={{ textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
