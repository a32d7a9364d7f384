import { Box, Flex, Heading } from '@chakra-ui/react';
import { VTYP_PAGES, type Vtyp } from '@fobu/api-contract';
import type { Role, Tenant } from '@fobu/domain';
import { Link } from '@fobu/routing';
import type { ReactNode } from 'react';

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

/** A dashboard card (a list item): its title leads to its offer in the role's branch, with its state as a badge beside it. */
export function DashboardCard({ tenant, role, offer, badge, children }: DashboardCardProps) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Flex gap="3" justify="space-between" align="start" wrap="wrap" mb="2">
        <Heading as="h3" size="md" minW="0" flex="1 1 16rem">
          <Link
            to={`/$mandant/$role/${VTYP_PAGES[offer.vtyp]}`}
            params={{ mandant: tenant, role }}
            search={{ vnr: offer.vnr }}
            style={{ textDecoration: 'underline' }}
          >
            {offer.titel}
          </Link>
        </Heading>
        {badge}
      </Flex>
      {children}
    </Box>
  );
}
