import { Box, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/** The page: header, the main landmark the skip link jumps to, and the footer at the bottom. */
export function PageFrame({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      {header}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Container maxW="1440px" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
          {children}
        </Container>
      </Box>
      {footer}
    </Flex>
  );
}
