import { VTYP_PAGES, type Vtyp } from '@fobu/api-contract';
import type { Role, Tenant } from '@fobu/domain';
import { Link } from '@fobu/routing';
import type { ReactNode } from 'react';
import { WorkgroupLink } from '../workgroups/workgroup-link';
import { dashboardCardsClass } from './dashboard-card.styles';

/** A list of dashboard cards (`DashboardCard`), one below the other. */
export function DashboardCardList({ children }: { children: ReactNode }) {
  return <ul className={dashboardCardsClass}>{children}</ul>;
}

interface DashboardCardProps {
  readonly tenant: Tenant;
  readonly role: Role;
  readonly offer: {
    readonly vnr: string;
    readonly vtyp: Vtyp;
    readonly titel: string;
  };
  /** Set for a meeting of one of the member's workgroups: its group's record has no offer page, so the title leads to the group. */
  readonly workgroupId?: number;
  /** The card's state, as a badge beside the title. */
  readonly badge: ReactNode;
  readonly children: ReactNode;
}

/** A dashboard card (an item of a `DashboardCardList`): its title leads to its offer in the role's branch, with its state as a badge beside it. */
export function DashboardCard({ tenant, role, offer, workgroupId, badge, children }: DashboardCardProps) {
  return (
    <li>
      <div data-card="head">
        <h3>
          {workgroupId !== undefined ? (
            <WorkgroupLink id={workgroupId}>{offer.titel}</WorkgroupLink>
          ) : (
            <Link
              to={`/$mandant/$role/${VTYP_PAGES[offer.vtyp]}`}
              params={{ mandant: tenant, role }}
              search={{ vnr: offer.vnr }}
              style={{ textDecoration: 'underline' }}
            >
              {offer.titel}
            </Link>
          )}
        </h3>
        {badge}
      </div>
      {children}
    </li>
  );
}
