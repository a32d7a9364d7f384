import { Box, Container, Text } from '@chakra-ui/react';

/**
 * Shown while the device has no connection: what still works, and that nothing typed is lost.
 * A status, not an alert: it is announced politely and does not interrupt.
 */
export function OfflineNotice() {
  return (
    <Box role="status" bg="bg.warning" color="fg" borderBottomWidth="1px" borderColor="border">
      <Container maxW="1440px" px={{ base: '4', md: '6' }} py="2">
        <Text fontWeight="600">
          Sie sind offline.{' '}
          <Text as="span" fontWeight="400">
            Bereits besuchte Seiten stehen weiter zur Verfügung. Neue Daten werden geladen, sobald die Verbindung wieder besteht.
          </Text>
        </Text>
      </Container>
    </Box>
  );
}
