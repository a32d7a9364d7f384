import { Box, Container, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The footer with the support, privacy and imprint links every page carries. */
export function SiteFooter({ tenantName, links }: { tenantName: string; links: ReactNode }) {
  return (
    <Box as="footer" bg="bg.muted" borderTopWidth="1px" borderColor="border" mt="auto">
      <Container maxW="1440px" px={{ base: '4', md: '6' }} py="6">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
          <Text fontSize="sm" color="fg.muted">
            {tenantName}
          </Text>
          <Flex as="ul" listStyleType="none" m="0" p="0" gap={{ base: '2', md: '6' }} direction={{ base: 'column', sm: 'row' }}>
            {links}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}

/** The style of a footer link: underlined, at least 44 px high on touch screens. */
export const footerLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  color: 'fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.fg' },
} as const;
