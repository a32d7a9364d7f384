import type { Vtyp } from '@fobu/api-contract';
import { Link, useRoleBranch, type OfferView } from '@fobu/routing';
import type { ReactNode } from 'react';

/** An offer's work state (or with `view` its dates or editor), in the staff search of its kind. */
export function OfferLink({ vnr, vtyp, view, children }: { vnr: string; vtyp: Vtyp; view?: OfferView; children: ReactNode }) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link
      to={`/$mandant/$role/${vtyp === 'SLK' ? 'selbstlernkurssuche' : 'veranstaltungssuche'}`}
      params={{ mandant: tenant, role }}
      search={{ vnr, ansicht: view }}
      style={{ fontWeight: 600, textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
