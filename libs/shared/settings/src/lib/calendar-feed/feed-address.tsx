import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import type { KalenderAbo } from '@fobu/api-contract';
import { formatMoment } from '@fobu/domain';
import { useId } from 'react';

export interface FeedAddressProps {
  readonly feed: KalenderAbo & { adresse: string; webcalAdresse: string; erzeugtAm: string };
  /** Tells the outcome of copying in the section's status line. */
  readonly onCopied: (message: string) => void;
}

/**
 * The feed's address to take into a calendar app: read-only (selected whole on focus, so that
 * copying by hand works too), copied with one button, or opened as webcal, which the system hands
 * to its calendar app (Outlook, Apple's or Google's calendar on a phone).
 */
export function FeedAddress({ feed, onCopied }: FeedAddressProps) {
  const inputId = useId();
  const hintId = useId();
  const copy = () =>
    navigator.clipboard
      .writeText(feed.adresse)
      .then(() => onCopied('Die Adresse ist kopiert. Fügen Sie sie in Ihrer Kalender-App als Kalender-Abonnement ein.'))
      .catch(() => onCopied('Kopieren war nicht möglich. Bitte markieren Sie die Adresse im Feld und kopieren Sie sie selbst.'));
  return (
    <Box>
      <chakra.label htmlFor={inputId} display="block" fontWeight="600" mb="1">
        Ihre Adresse für die Kalender-App
      </chakra.label>
      <Input
        id={inputId}
        value={feed.adresse}
        readOnly
        aria-describedby={hintId}
        w="full"
        fontFamily="mono"
        fontSize="sm"
        minH="44px"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="1">
        Erzeugt am {formatMoment(feed.erzeugtAm)}. Geben Sie die Adresse nicht weiter: Wer sie kennt, sieht Ihre Termine.
      </Text>
      <Flex gap="3" wrap="wrap" mt="3">
        <Button colorPalette="brand" minH="44px" onClick={copy}>
          Adresse kopieren
        </Button>
        <Button asChild variant="outline" minH="44px">
          <a href={feed.webcalAdresse}>In Kalender-App öffnen</a>
        </Button>
      </Flex>
    </Box>
  );
}
