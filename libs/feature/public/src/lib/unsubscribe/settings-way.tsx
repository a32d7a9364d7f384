import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { TENANT_PROFILES, type Tenant } from '@fobu/domain';
import { Link, useSignIn } from '@fobu/routing';

/**
 * The way to the notification settings, which the booking dashboard shows after signing in: there
 * a person chooses the kinds of notification, and turns the e-mails back on.
 */
export function SettingsWay({ tenant }: { tenant: Tenant }) {
  const { signIn, busy } = useSignIn(tenant);
  return (
    <Box as="section" aria-labelledby="benachrichtigungen-einstellen" mt="10" maxW="70ch">
      <Heading as="h2" id="benachrichtigungen-einstellen" size="lg" mb="2">
        Benachrichtigungen einstellen
      </Heading>
      <Text mb="5">
        Nach der Anmeldung im Portal legen Sie auf Ihrer Startseite unter „Benachrichtigungen einstellen“ fest, worüber Sie benachrichtigt
        werden und ob auch per E-Mail. Dort können Sie die E-Mails jederzeit wieder einschalten.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
        <Button colorPalette="brand" minH="44px" loading={busy} loadingText="Anmeldung wird geöffnet …" onClick={() => void signIn()}>
          Anmelden und Benachrichtigungen einstellen
        </Button>
        <Link to="/$mandant" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
          Zum Fortbildungsportal des {TENANT_PROFILES[tenant].shortName}
        </Link>
      </Stack>
    </Box>
  );
}
