import { Box, Button, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import type { CameraState } from './use-camera-reader';

const TO_NAME_SEARCH = 'Lassen Sie Personen stattdessen unten unter „Ohne QR-Code einlassen“ mit ihrem Namen ein.';

/** Why the camera does not read, and what to do instead. */
const PROBLEMS: Partial<Record<CameraState, string>> = {
  verweigert: `Der Zugriff auf die Kamera ist nicht erlaubt. Erlauben Sie ihn in den Einstellungen Ihres Browsers für diese Seite und tippen Sie dann erneut auf „Kamera starten“. ${TO_NAME_SEARCH}`,
  keine_kamera: `Auf diesem Gerät ist keine Kamera verfügbar. ${TO_NAME_SEARCH}`,
  kein_leser: `Der QR-Code-Leser konnte nicht geladen werden. Laden Sie die Seite neu, sobald eine Verbindung besteht. ${TO_NAME_SEARCH}`,
};

interface CameraAreaProps {
  readonly state: CameraState;
  readonly video: RefObject<HTMLVideoElement | null>;
  readonly onStart: () => void;
  readonly onStop: () => void;
  /** The id of the name search, which the problems point to. */
  readonly nameSearchId: string;
}

/** The camera: started by the user (the browser asks for permission), its picture, and what went wrong. */
export function CameraArea({ state, video, onStart, onStop, nameSearchId }: CameraAreaProps) {
  const running = state === 'startet' || state === 'liest';
  const problem = PROBLEMS[state];
  return (
    <Box as="section" aria-labelledby="einlass-kamera">
      <Heading as="h2" id="einlass-kamera" size="xl" mb="3">
        Mit QR-Code einlassen
      </Heading>
      <Box display={running ? 'block' : 'none'} bg="black" borderRadius="md" overflow="hidden" maxW="32rem" mb="3" aspectRatio="4 / 3">
        {/* The picture only helps to aim; what was read is announced in the result. */}
        <chakra.video ref={video} muted playsInline aria-hidden="true" w="100%" h="100%" objectFit="cover" />
      </Box>
      {state === 'liest' && <Text mb="3">Halten Sie den QR-Code der Person vor die Kamera.</Text>}
      {problem && (
        <Text role="alert" color="fg.error" mb="3" maxW="70ch">
          {problem} <Link href={`#${nameSearchId}`}>Zur Namenssuche</Link>
        </Text>
      )}
      <Flex gap="3" wrap="wrap">
        {running ? (
          <Button variant="outline" minH="44px" onClick={onStop}>
            Kamera beenden
          </Button>
        ) : (
          <Button colorPalette="brand" minH="44px" onClick={onStart}>
            Kamera starten
          </Button>
        )}
      </Flex>
    </Box>
  );
}
