import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { GERMAN_TIME_ZONE } from '@fobu/domain';

const RECEIVED_AT_FORMAT = { dateStyle: 'full', timeStyle: 'short', timeZone: GERMAN_TIME_ZONE } as const;

/**
 * The receipt in place of the form. Its heading takes focus, so that keyboard and screen-reader
 * users land on it instead of on a control that no longer exists.
 */
export function SentConfirmation({
  title,
  referenz,
  eingegangenAm,
  children,
  onAnother,
  anotherLabel = 'Weitere Nachricht schreiben',
}: {
  title: string;
  referenz: string;
  eingegangenAm: string;
  children: ReactNode;
  onAnother: () => void;
  anotherLabel?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      role="status"
      borderWidth="2px"
      borderColor="green.solid"
      bg="bg.success"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
      maxW="40rem"
    >
      <Heading as="h2" ref={heading} tabIndex={-1} size="lg" mb="3">
        {title}
      </Heading>
      <Text mb="2">
        Ihre Vorgangsnummer: <strong data-testid="vorgangsnummer">{referenz}</strong>
      </Text>
      <Text mb="2">Eingegangen am {new Date(eingegangenAm).toLocaleString('de-DE', RECEIVED_AT_FORMAT)} Uhr.</Text>
      <Box mb="4">{children}</Box>
      <Button variant="outline" minH="44px" onClick={onAnother}>
        {anotherLabel}
      </Button>
    </Box>
  );
}

/** A failed send: what happened and what to do; the form below keeps every entry. */
export function SendFailure({ email }: { email: string }) {
  return (
    <FailureBox>
      <Text fontWeight="600">Ihre Nachricht konnte nicht gesendet werden.</Text>
      <Text>
        Bitte prüfen Sie Ihre Internetverbindung und senden Sie das Formular erneut; Ihre Eingaben sind erhalten. Klappt es weiterhin nicht,
        schreiben Sie uns an <a href={`mailto:${email}`}>{email}</a>.
      </Text>
    </FailureBox>
  );
}

/** A request the service turned down as a whole (e.g. already made): its reason; the form keeps every entry. */
export function SendRefused({ message }: { message: string }) {
  return (
    <FailureBox>
      <Text fontWeight="600">Nicht gesendet</Text>
      <Text>{message}</Text>
    </FailureBox>
  );
}

function FailureBox({ children }: { children: ReactNode }) {
  return (
    <Box role="alert" borderWidth="3px" borderColor="border.error" bg="bg.error" borderRadius="md" p="4" mb="6" maxW="40rem">
      {children}
    </Box>
  );
}
