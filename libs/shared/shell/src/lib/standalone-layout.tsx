import { Box, Container, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DarkModeToggle, MAIN_CONTENT_ID } from '@fobu/ui';

/**
 * The own layout of `/unsubscribe/{userId}` (spec section 2): reached from an e-mail, without a
 * tenant, so it shows the portal's name but no tenant navigation.
 */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" bg="header" color="header.fg">
        <Container maxW="960px" px="4">
          <Flex align="center" justify="space-between" minH="64px">
            <Text fontWeight="700" fontSize="lg">
              Fortbildungsportal Schleswig-Holstein
            </Text>
            <DarkModeToggle />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Container maxW="960px" px="4" py="10">
          {children}
        </Container>
      </Box>
    </Flex>
  );
}
