import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { AUTH_NOTICES, type AuthNotice } from '@fobu/auth';
import { useState } from 'react';
import { withDesignSystem } from '@fobu/ui';

/** Notices that report something the user did not do themselves: read out at once. */
const URGENT: readonly AuthNotice[] = ['timed-out', 'session-ended', 'signed-out-elsewhere', 'no-role'];

/** Tells the user why they are no longer signed in (time-out, other tab, expired session); loaded when needed. */
function AuthNoticeBanner({ notice }: { notice: AuthNotice }) {
  const [dismissed, setDismissed] = useState<AuthNotice>();
  // The login callback explains its own failures on its page.
  if (notice === dismissed || !(URGENT.includes(notice) || notice === 'signed-out')) return null;
  return (
    <Container maxW="1440px" px={{ base: '4', md: '6' }} pt="6">
      <Flex
        role={URGENT.includes(notice) ? 'alert' : 'status'}
        align="start"
        justify="space-between"
        gap="4"
        borderLeftWidth="4px"
        borderColor={URGENT.includes(notice) ? 'orange.500' : 'brand.solid'}
        bg="bg.subtle"
        px="5"
        py="4"
      >
        <Box>
          <Text>{AUTH_NOTICES[notice]}</Text>
        </Box>
        <Button variant="ghost" size="sm" minH="44px" onClick={() => setDismissed(notice)}>
          Hinweis schließen
        </Button>
      </Flex>
    </Container>
  );
}

export default withDesignSystem(AuthNoticeBanner);
