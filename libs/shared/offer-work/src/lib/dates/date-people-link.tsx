import { Link, useRoleBranch, type DateView } from '@fobu/routing';
import type { ReactNode } from 'react';

/** A date's participant list (or another of its views) in the date search; `label` names the date for screen readers. */
export function DatePeopleLink({
  terminId,
  view,
  label,
  children,
}: {
  terminId: number;
  view?: DateView;
  label?: string;
  children: ReactNode;
}) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link
      to="/$mandant/$role/veranstaltungsterminsuche"
      params={{ mandant: tenant, role }}
      search={{ termin: terminId, terminansicht: view }}
      aria-label={label}
      style={{ textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
