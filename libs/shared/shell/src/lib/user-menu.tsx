import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { LoggedInUser } from '@fobu/auth';
import { ROLE_LABELS } from '@fobu/domain';
import { useNavigate, usePortalContext } from '@fobu/routing';

/** Who is signed in, in which role, and the way out (loaded with the first sign-in). */
export default function UserMenu({ user }: { user: LoggedInUser }) {
  const { auth } = usePortalContext();
  const navigate = useNavigate();
  const fullName = `${user.vorname} ${user.name}`;
  const signOut = async () => {
    await auth.logout();
    await navigate({ to: '/$mandant', params: { mandant: user.mandant } });
  };
  return (
    <Flex as="section" aria-label="Ihr Konto" align="center" gap="3">
      <Box lineHeight="1.2" textAlign="right" display={{ base: 'none', sm: 'block' }}>
        <Text as="span" display="block" fontWeight="600">
          {fullName}
        </Text>
        <Text as="span" display="block" fontSize="sm" color="header.muted">
          {ROLE_LABELS[user.activeRole]}
        </Text>
      </Box>
      <Button
        variant="outline"
        size="sm"
        minH="44px"
        color="header.fg"
        borderColor="header.fg"
        _hover={{ bg: 'header.hover' }}
        aria-label={`Abmelden (${fullName}, ${ROLE_LABELS[user.activeRole]})`}
        onClick={signOut}
      >
        Abmelden
      </Button>
    </Flex>
  );
}
