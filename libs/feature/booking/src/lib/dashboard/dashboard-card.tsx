import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { VTYP_PAGES, type Vtyp } from '@fobu/api-contract';
import type { Role, Tenant } from '@fobu/domain';
import { Link } from '@fobu/routing';
import { headingStyle, PLAIN_LIST_STYLE } from '@fobu/ui';
import type { ReactNode } from 'react';

/**
 * The cards' look, set once on their list: cards and their parts are plain elements rather than
 * Chakra components, each of which resolves, hashes and serialises its style props as it renders,
 * so that the dashboard's first render has some fifty fewer (issue 18, docs/performance.md).
 * A card's content marks its parts: `data-card="meta"` (when and which, small and muted),
 * `"next"` (what happens next), `"facts"` (a list of terms and values), `"actions"` (its buttons).
 */
const CARD_LIST_STYLE: SystemStyleObject = {
  ...PLAIN_LIST_STYLE,
  '& > li': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.panel', p: { base: '4', md: '5' } },
  '& [data-card="head"]': { display: 'flex', gap: '3', justifyContent: 'space-between', alignItems: 'start', flexWrap: 'wrap', mb: '2' },
  '& [data-card="head"] > h3': { ...headingStyle('md'), minW: '0', flex: '1 1 16rem' },
  '& [data-card="meta"]': { fontSize: 'sm', color: 'fg.muted', mb: '2' },
  '& [data-card="next"]:not(:last-child)': { mb: '3' },
  '& [data-card="facts"]': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm', mb: '2' },
  '& [data-card="facts"] > dt': { fontWeight: '600' },
  '& [data-card="actions"]': { display: 'flex', gap: '3', flexWrap: 'wrap' },
};

/** A list of dashboard cards (`DashboardCard`), one below the other. */
export function DashboardCardList({ children }: { children: ReactNode }) {
  return <chakra.ul css={CARD_LIST_STYLE}>{children}</chakra.ul>;
}

interface DashboardCardProps {
  readonly tenant: Tenant;
  readonly role: Role;
  readonly offer: {
    readonly vnr: string;
    readonly vtyp: Vtyp;
    readonly titel: string;
  };
  /** The card's state, as a badge beside the title. */
  readonly badge: ReactNode;
  readonly children: ReactNode;
}

/** A dashboard card (an item of a `DashboardCardList`): its title leads to its offer in the role's branch, with its state as a badge beside it. */
export function DashboardCard({ tenant, role, offer, badge, children }: DashboardCardProps) {
  return (
    <li>
      <div data-card="head">
        <h3>
          <Link
            to={`/$mandant/$role/${VTYP_PAGES[offer.vtyp]}`}
            params={{ mandant: tenant, role }}
            search={{ vnr: offer.vnr }}
            style={{ textDecoration: 'underline' }}
          >
            {offer.titel}
          </Link>
        </h3>
        {badge}
      </div>
      {children}
    </li>
  );
}
