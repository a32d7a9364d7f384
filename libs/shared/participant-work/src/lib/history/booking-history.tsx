import { Box, chakra, Text } from '@chakra-ui/react';
import { anmeldungsVerlaufQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import { formatMoment } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { actorText, stepText, type HistoryReader } from './history-lines';

/**
 * A booking's history (docs/people-and-settings.md, "Bookings' history and acting for a person"):
 * every step, oldest first, with when, what, who and the reason given. For the participant list's
 * rows and a person's page (staff), and the person's own bookings (`reader="person"`).
 */
export function BookingHistory({ anmeldungId, reader }: { anmeldungId: number; reader: HistoryReader }) {
  const { user } = useRoleBranch();
  const history = useQuery(anmeldungsVerlaufQueryOptions(useServiceClients(), user.uid, anmeldungId));
  return (
    <LoadStates state={loadStateOf(history)} what="den Verlauf" rows={2} onRetry={() => void history.refetch()}>
      {() => (
        <chakra.ol listStyleType="none" p="0" m="0" display="grid" gap="2" aria-label="Verlauf der Anmeldung">
          {history.data?.items.map((step, index) => (
            <Box as="li" key={index} borderStartWidth="3px" borderColor="border.emphasized" ps="3">
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={step.am}>{formatMoment(step.am)} Uhr</time>
              </Text>
              <Text fontWeight="600">{stepText(step)}</Text>
              <Text fontSize="sm">{actorText(step, reader)}</Text>
              {step.grund && <Text fontSize="sm">Begründung: „{step.grund}“</Text>}
            </Box>
          ))}
        </chakra.ol>
      )}
    </LoadStates>
  );
}
