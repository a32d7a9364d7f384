import { Box, Container, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The footer with the service, accessibility and legal links every page carries. */
export function SiteFooter({ tenantName, links }: { tenantName: string; links: ReactNode }) {
  return (
    <Box as="footer" bg="bg.muted" borderTopWidth="1px" borderColor="border" mt="auto">
      <Container maxW="1440px" px={{ base: '4', md: '6' }} py="6">
        <Text fontSize="sm" color="fg.muted" mb="3">
          {tenantName}
        </Text>
        <Box as="nav" aria-label="Service und Rechtliches">
          {/* Seven links wrap onto further rows instead of pushing the page wider (WCAG 1.4.10). */}
          <Flex
            as="ul"
            listStyleType="none"
            m="0"
            p="0"
            columnGap={{ base: '5', md: '6' }}
            rowGap="0"
            wrap="wrap"
            direction={{ base: 'column', sm: 'row' }}
          >
            {links}
          </Flex>
        </Box>
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
