import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { approvalsQueryOptions, serviceErrorMessage, useDecideApproval, useServiceClients, useWatchedQuery } from '@fobu/api-clients';
import type { Teilnehmende } from '@fobu/api-contract';
import { formatDay, formatTime } from '@fobu/domain';
import { notify, ScreenReaderText } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RejectDialog } from './reject-dialog';
import { useRoleBranch } from '@fobu/routing';

/** For the school head: staff bookings waiting for approval, to approve or refuse with a reason. */
export function ApprovalsSection() {
  const count = useWatchedQuery(approvalsQueryOptions(useServiceClients(), useRoleBranch().user.uid)).data?.items.length ?? 0;
  return (
    <Box as="section" aria-labelledby="genehmigungen">
      <Heading as="h2" id="genehmigungen" size="xl" mb="2">
        Genehmigungen{count > 0 && <Text as="span" fontWeight="400" color="fg.muted">{` (${count} offen)`}</Text>}
      </Heading>
      <Text color="fg.muted" mb="4">
        Anmeldungen von Beschäftigten Ihrer Schule, die Ihre Genehmigung brauchen. Genehmigte Anmeldungen werden zugelassen oder kommen auf
        die Warteliste.
      </Text>
      <DataBoundary what="die offenen Genehmigungen" rows={2}>
        <ApprovalList />
      </DataBoundary>
    </Box>
  );
}

function ApprovalList() {
  const { uid } = useRoleBranch().user;
  const { data } = useSuspenseQuery(approvalsQueryOptions(useServiceClients(), uid));
  const decide = useDecideApproval(uid);
  const [rejecting, setRejecting] = useState<Teilnehmende>();
  const error = serviceErrorMessage(decide.error, 'Die Genehmigung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
  useEffect(() => {
    if (error && !rejecting) notify({ type: 'error', title: 'Nicht genehmigt', description: error });
  }, [error, rejecting]);
  const approve = (booking: Teilnehmende) =>
    decide.mutate(
      { id: booking.id, decision: { entscheidung: 'genehmigt' } },
      {
        onSuccess: (result) =>
          notify({
            type: 'success',
            title: 'Anmeldung genehmigt',
            description: `${booking.vorname} ${booking.name}: ${result.status === 'zugelassen' ? 'zugelassen' : 'auf der Warteliste'}`,
          }),
      },
    );
  return (
    <>
      {data.items.length === 0 && <Text color="fg.muted">Zurzeit wartet keine Anmeldung auf Ihre Genehmigung.</Text>}
      <Stack as="ul" listStyleType="none" p="0" m="0" gap="3" hidden={data.items.length === 0}>
        {data.items.map((booking) => {
          const person = `${booking.vorname} ${booking.name}`;
          return (
            <Box as="li" key={booking.id} borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel" p={{ base: '4', md: '5' }}>
              <Heading as="h3" size="md" mb="1">
                {person}
              </Heading>
              <Text mb="1">{booking.titel}</Text>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {booking.beginn ? `${formatDay(booking.beginn)}, ${formatTime(booking.beginn)} · ` : ''}Veranstaltungsnummer {booking.vnr}
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button
                  colorPalette="brand"
                  size="sm"
                  minH="44px"
                  loading={decide.isPending && decide.variables?.id === booking.id}
                  onClick={() => approve(booking)}
                >
                  Genehmigen
                  <ScreenReaderText>
                    : {person}, {booking.titel}
                  </ScreenReaderText>
                </Button>
                <Button variant="outline" size="sm" minH="44px" onClick={() => setRejecting(booking)}>
                  Ablehnen
                  <ScreenReaderText>
                    : {person}, {booking.titel}
                  </ScreenReaderText>
                </Button>
              </Flex>
            </Box>
          );
        })}
      </Stack>
      {rejecting && <RejectDialog booking={rejecting} onClose={() => setRejecting(undefined)} />}
    </>
  );
}
