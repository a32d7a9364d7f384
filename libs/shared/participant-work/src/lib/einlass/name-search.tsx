import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { Teilnehmende } from '@fobu/api-contract';
import { formatTime } from '@fobu/domain';
import { textFieldStyle, ScreenReaderText } from '@fobu/ui';
import { useId, useState } from 'react';
import { participantsShown } from '../participant-groups';
import { listName } from '../person-names';

/** More rows than this are not shown: a name narrows it faster than scrolling on a phone. */
const MAX_ROWS = 30;

interface NameSearchProps {
  readonly id: string;
  readonly people: readonly Teilnehmende[];
  /** Bookings let in on this device whose check-in waits for the server, with when. */
  readonly admittedHere: ReadonlyMap<number, string>;
  readonly busy: boolean;
  readonly onAdmit: (anmeldungId: number) => void;
}

/** When a code is missing: the date's seat holders found by name, school or office number, each let in with one tap. */
export function NameSearch({ id, people, admittedHere, busy, onAdmit }: NameSearchProps) {
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const found = participantsShown(people, { stand: 'zugelassen', person: text });
  const shown = found.slice(0, MAX_ROWS);
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" mb="3" tabIndex={-1}>
        Ohne QR-Code einlassen
      </Heading>
      <chakra.label htmlFor={fieldId} display="block" fontWeight="600" mb="1">
        Name
      </chakra.label>
      <chakra.input
        id={fieldId}
        type="search"
        {...textFieldStyle}
        h="11"
        maxW="32rem"
        maxLength={100}
        autoComplete="off"
        aria-describedby={hintId}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="1" mb="4">
        Vor- oder Nachname, Schule oder Dienststellennummer. Es erscheinen nur Personen mit einem Platz.
      </Text>
      <Text role="status" fontSize="sm" mb="2">
        {found.length === 0
          ? 'Keine Person mit Platz gefunden.'
          : found.length > shown.length
            ? `${found.length} Personen gefunden, die ersten ${shown.length} werden gezeigt. Bitte grenzen Sie die Suche ein.`
            : found.length === 1
              ? '1 Person gefunden.'
              : `${found.length} Personen gefunden.`}
      </Text>
      <chakra.ul listStyleType="none" p="0" m="0">
        {shown.map((person) => {
          const inAt = person.eingelassenAm ?? admittedHere.get(person.id);
          return (
            <Flex as="li" key={person.id} gap="3" py="3" borderTopWidth="1px" align="center" justify="space-between" wrap="wrap">
              <Box minW="0">
                <Text fontWeight="600">{listName(person)}</Text>
                {person.schule && (
                  <Text fontSize="sm" color="fg.muted">
                    {person.schule}
                  </Text>
                )}
              </Box>
              {inAt ? (
                <Text color="fg.success" fontWeight="600">
                  {person.eingelassenAm ? 'Eingelassen' : 'Vorläufig eingelassen'} um {formatTime(inAt)}
                </Text>
              ) : (
                <Button colorPalette="brand" minH="44px" disabled={busy} onClick={() => onAdmit(person.id)}>
                  Einlassen
                  <ScreenReaderText>
                    : {person.vorname} {person.name}
                  </ScreenReaderText>
                </Button>
              )}
            </Flex>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
