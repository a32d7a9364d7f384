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
    <Box as="header" data-surface="brand" bg="header" color="header.fg" borderBottomWidth="4px" borderColor="brand.400">
      <Container maxW="1440px" px={{ base: '4', md: '6' }}>
        <Flex align="center" justify="space-between" gap={{ base: '2', sm: '4' }} minH="72px" py="2">
          <Box minW="0">
            {renderHomeLink(
              <Flex align="center" gap="3">
                <TenantMark label={tenantShortName} />
                <Box lineHeight="1.2">
                  <Text as="span" display="block" fontWeight="700" fontSize="xl" letterSpacing="0.02em">
                    {tenantShortName}{' '}
                    {/* On phones a line of its own in small type, so that the header's controls fit beside it;
                        below 360 px only for screen readers (the page's reflow at 320 px, WCAG 1.4.10). */}
                    <Box
                      as="span"
                      display={{ base: 'block', sm: 'inline' }}
                      fontSize={{ base: 'sm', sm: 'inherit' }}
                      letterSpacing="normal"
                      css={{ '@media (max-width: 359px)': { srOnly: true } }}
                    >
                      Fortbildungsportal
                    </Box>
                  </Text>
                  <Text as="span" display={{ base: 'none', sm: 'block' }} fontSize="sm" color="header.muted">
                    {tenantName}
                  </Text>
                </Box>
              </Flex>,
            )}
          </Box>
          <Flex align="center" gap="1" flexShrink="0">
            {actions}
          </Flex>
        </Flex>
        {navigation}
      </Container>
    </Box>
  );
}
