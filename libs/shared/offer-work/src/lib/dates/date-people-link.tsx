import { Link, useRoleBranch, type DateView, type ParticipantFilter } from '@fobu/routing';
import type { ReactNode } from 'react';

/** A date's participant list (or another of its views) in the date search; `label` names the date for screen readers. */
export function DatePeopleLink({
  terminId,
  view,
  stand,
  label,
  children,
}: {
  terminId: number;
  view?: DateView;
  /** The list's filter by state, e.g. only the waiting list. */
  stand?: ParticipantFilter;
  label?: string;
  children: ReactNode;
}) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link
      to="/$mandant/$role/veranstaltungsterminsuche"
      params={{ mandant: tenant, role }}
      search={{ termin: terminId, terminansicht: view, stand }}
      aria-label={label}
      style={{ textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
