import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { gruppenHistorieQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import { formatMoment, ROLE_LABELS, type Role } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, PLAIN_LIST_STYLE } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { historyActionText, historyDetailLines } from './history-text';

/** The group's history (`gruppenansicht=verlauf`): every change, newest first, with who made it in which role. */
export function HistoryView({ gruppeId }: { gruppeId: number }) {
  const query = useQuery(gruppenHistorieQueryOptions(useServiceClients(), useRoleBranch().user.uid, gruppeId));
  return (
    <Box as="section" aria-labelledby="verlauf-titel">
      <Heading as="h2" id="verlauf-titel" size="xl" mb="4">
        Verlauf
      </Heading>
      <LoadStates state={loadStateOf(query)} what="den Verlauf" rows={5} onRetry={() => void query.refetch()}>
        {() =>
          query.data &&
          (query.data.items.length === 0 ? (
            <Text>Noch keine Änderungen.</Text>
          ) : (
            <chakra.ol css={PLAIN_LIST_STYLE}>
              {[...query.data.items]
                .sort((a, b) => Date.parse(b.am) - Date.parse(a.am))
                .map((item) => (
                  <Box as="li" key={item.id} borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
                    <Text fontWeight="700">{historyActionText(item.aktion)}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatMoment(item.am)} · {item.person.name} ({ROLE_LABELS[item.rolle as Role] ?? item.rolle})
                    </Text>
                    {historyDetailLines(item).map((line) => (
                      <Text key={line} fontSize="sm">
                        {line}
                      </Text>
                    ))}
                  </Box>
                ))}
            </chakra.ol>
          ))
        }
      </LoadStates>
    </Box>
  );
}
