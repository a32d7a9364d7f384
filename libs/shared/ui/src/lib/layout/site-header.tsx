import { Box, Container, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TenantMark } from './tenant-mark';

export interface SiteHeaderProps {
  /** e.g. "IQSH" */
  readonly tenantShortName: string;
  /** e.g. "Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein" */
  readonly tenantName: string;
  /** Wraps the logo and name in a link to the tenant's start page. */
  readonly renderHomeLink: (content: ReactNode) => ReactNode;
  /** The navigation of the current branch. */
  readonly navigation: ReactNode;
  /** Controls on the right: dark mode, sign-in. */
  readonly actions: ReactNode;
}

/** The portal's header: tenant name and mark, the branch's navigation and the global controls. */
export function SiteHeader({ tenantShortName, tenantName, renderHomeLink, navigation, actions }: SiteHeaderProps) {
  return (
    <Box as="header" bg="header" color="header.fg" borderBottomWidth="4px" borderColor="brand.400">
      <Container maxW="1440px" px={{ base: '4', md: '6' }}>
        <Flex align="center" justify="space-between" gap="4" minH="72px" py="2">
          {renderHomeLink(
            <Flex align="center" gap="3">
              <TenantMark label={tenantShortName} />
              <Box lineHeight="1.2">
                <Text as="span" display="block" fontWeight="700" fontSize="xl" letterSpacing="0.02em">
                  {tenantShortName} Fortbildungsportal
                </Text>
                <Text as="span" display={{ base: 'none', sm: 'block' }} fontSize="sm" color="header.muted">
                  {tenantName}
                </Text>
              </Box>
            </Flex>,
          )}
          <Flex align="center" gap="1">
            {actions}
          </Flex>
        </Flex>
        {navigation}
      </Container>
    </Box>
  );
}
