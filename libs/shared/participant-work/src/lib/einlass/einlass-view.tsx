import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { TerminSearchItem } from '@fobu/api-contract';
import { formatDay, formatShortDay, formatTimeRange } from '@fobu/domain';
import { ScreenPage } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useEffect, useRef, useState } from 'react';
import { CheckOutCode } from '../evaluation/check-out-code';
import { CameraArea } from './camera-area';
import { allowDoorSound, signalDoorOutcome } from './door-signal';
import { NameSearch } from './name-search';
import { ResultPanel } from './result-panel';
import { resultWords, type DoorOutcome } from './result-words';
import { useCameraReader } from './use-camera-reader';
import { useDoor, useDoorTermin, type Overruled } from './use-door';
import type { CheckInInput } from './provisional-decision';

/** After a result the camera rests this long (or until „Weiter“), so that the door can see it. */
const RESULT_PAUSE_MS = 2000;
const NAME_SEARCH_ID = 'einlass-ohne-code';
const sameDay = (a: string, b: string) => formatShortDay(a) === formatShortDay(b);

/**
 * The check-in at the door of one date (`terminansicht=einlass`), made for a phone: QR codes
 * read with the camera, or people found by name; the result large, with a sound and a
 * vibration; check-ins made offline kept on the device and sent later (docs/participants.md).
 * Loaded as a chunk of its own, with the decoder and the motion library.
 */
export function EinlassView({ terminId }: { terminId: number }) {
  const termin = useDoorTermin(terminId);
  return (
    <ScreenPage title={termin ? `Einlass: ${termin.titel}` : 'Einlass'} lead={termin && whenOf(termin)}>
      <DataBoundary what="die Teilnehmenden des Termins" rows={4}>
        <Door terminId={terminId} />
      </DataBoundary>
      {termin && <CheckOutCode terminId={terminId} titel={termin.titel} />}
    </ScreenPage>
  );
}

function Door({ terminId }: { terminId: number }) {
  const door = useDoor(terminId);
  const [outcome, setOutcome] = useState<DoorOutcome>();
  const [sequence, setSequence] = useState(0);
  const [checking, setChecking] = useState(false);
  const [resting, setResting] = useState(false);
  const resultTitle = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!resting) return undefined;
    const timer = setTimeout(() => setResting(false), RESULT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [resting, sequence]);

  const checkIn = async (input: CheckInInput) => {
    setChecking(true);
    const next = await door.checkIn(input);
    setChecking(false);
    setOutcome(next);
    setSequence((count) => count + 1);
    setResting(true);
    signalDoorOutcome(resultWords(next).tone);
    return next;
  };
  const camera = useCameraReader({ onCode: (code) => void checkIn({ code }), paused: checking || resting });

  return (
    <Stack gap="8">
      <Stack gap="3">
        <WaitingNote count={door.pending.length} />
        <ResultPanel outcome={outcome} sequence={sequence} titleRef={resultTitle} />
        {checking && <Text>Wird geprüft …</Text>}
        {/* Reads on at once, also a code still in the picture: the same person may show it a second time. */}
        {outcome && camera.state === 'liest' && (
          <Button
            alignSelf="flex-start"
            variant="outline"
            minH="44px"
            onClick={() => {
              camera.readAgain();
              setResting(false);
            }}
          >
            Weiter
          </Button>
        )}
      </Stack>
      <CameraArea
        state={camera.state}
        video={camera.video}
        onStart={() => {
          allowDoorSound();
          void camera.start();
        }}
        onStop={camera.stop}
        nameSearchId={NAME_SEARCH_ID}
      />
      <OverruledList overruled={door.overruled} onDismiss={door.dismissOverruled} />
      <NameSearch
        id={NAME_SEARCH_ID}
        people={door.people}
        admittedHere={door.admittedHere}
        busy={checking}
        onAdmit={(anmeldungId) => {
          allowDoorSound();
          // The button goes once the person is in: the focus moves to the result that says so.
          void checkIn({ anmeldungId }).then(() => resultTitle.current?.focus());
        }}
      />
    </Stack>
  );
}

/** When the date takes place: the day and time of a one-day date, else its first and last day. */
function whenOf(termin: TerminSearchItem) {
  return sameDay(termin.beginn, termin.ende)
    ? `${formatDay(termin.beginn)}, ${formatTimeRange(termin.beginn, termin.ende)}`
    : `${formatDay(termin.beginn)} bis ${formatDay(termin.ende)}`;
}

/** How many check-ins the device holds for the server; announced as it changes. */
function WaitingNote({ count }: { count: number }) {
  return (
    <Text role="status" fontWeight="600" color="fg.warning">
      {count === 1 ? '1 Einlass wartet auf die Verbindung.' : count > 1 ? `${count} Einlässe warten auf die Verbindung.` : ''}
    </Text>
  );
}

/** Provisional admissions that the server refused once it was reached. */
function OverruledList({ overruled, onDismiss }: { overruled: readonly Overruled[]; onDismiss: () => void }) {
  if (overruled.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="einlass-abgelehnt" borderWidth="2px" borderColor="border.error" borderRadius="md" p="4">
      <Heading as="h2" id="einlass-abgelehnt" size="lg" mb="2">
        Nach der Prüfung abgelehnt
      </Heading>
      <Text mb="2">Diese Personen wurden ohne Verbindung vorläufig eingelassen; der Server hat den Einlass nicht bestätigt:</Text>
      <Box as="ul" ps="5" mb="3" listStyleType="disc">
        {overruled.map((entry) => (
          <li key={entry.vorgangId}>
            {entry.name} – {entry.reason}
          </li>
        ))}
      </Box>
      <Button variant="outline" minH="44px" onClick={onDismiss}>
        Zur Kenntnis genommen
      </Button>
    </Box>
  );
}
