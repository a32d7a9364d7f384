import { Container } from '@chakra-ui/react';
import { ListSkeleton } from '@fobu/ui';

/** Shown when a role screen's code and data take longer than a moment: the page's shape, greyed. */
export function ScreenPending() {
  return (
    <Container maxW="1440px" px={{ base: '4', md: '6' }} py="8">
      <ListSkeleton rows={4} label="Die Seite wird geladen" />
    </Container>
  );
}
