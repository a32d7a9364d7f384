import { Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * The warning one minute before the inactivity time-out: a native modal dialog (focus is kept
 * inside, Escape means "stay signed in"). Loaded only when it is needed.
 */
export default function SessionTimeoutDialog({ onStay, onSignOut }: { onStay: () => void; onSignOut: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby="sitzungsende-titel"
      aria-describedby="sitzungsende-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      maxW="32rem"
      w="calc(100% - 2rem)"
      p="6"
      borderRadius="md"
      bg="bg"
      color="fg"
      boxShadow="lg"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }}
    >
      <Heading as="h2" id="sitzungsende-titel" size="xl" mb="3">
        Sind Sie noch da?
      </Heading>
      <Text id="sitzungsende-text" mb="6">
        Sie waren eine Weile nicht aktiv. In einer Minute werden Sie zu Ihrer Sicherheit abgemeldet. Ihre Eingaben bleiben erhalten.
      </Text>
      <Flex gap="3" wrap="wrap">
        {/* The safe choice has the focus: Enter keeps the user signed in. */}
        <Button colorPalette="brand" minH="44px" autoFocus onClick={onStay}>
          Angemeldet bleiben
        </Button>
        <Button variant="outline" minH="44px" onClick={onSignOut}>
          Jetzt abmelden
        </Button>
      </Flex>
    </chakra.dialog>
  );
}
