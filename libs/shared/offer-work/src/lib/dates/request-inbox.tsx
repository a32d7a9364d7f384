import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { loadStateOf, openRequestsQueryOptions, useAnswerRequest, useServiceClients } from '@fobu/api-clients';
import type { AbrufanfrageEingang, Format } from '@fobu/api-contract';
import { kreisName } from '@fobu/catalogue';
import { controlStyle } from '@fobu/content';
import { formatShortDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDialogAction } from '../review/use-dialog-action';
import { DateForm } from './date-form';
import { newDateValues, sessionOn } from './date-form-values';

/**
 * The schools' open requests of an on-demand offer: each is agreed with a date for that school
 * (which its staff then book, and its head sees) or declined with a reason the head is told.
 */
export function RequestInbox({ vnr, format }: { vnr: string; format: Format }) {
  const { user } = useRoleBranch();
  const query = useQuery(openRequestsQueryOptions(useServiceClients(), user.uid));
  const answer = useAnswerRequest(user.uid);
  const [agreeing, setAgreeing] = useState<AbrufanfrageEingang>();
  const [declining, setDeclining] = useState<AbrufanfrageEingang>();
  const requests = query.data?.items.filter((request) => request.vnr === vnr) ?? [];
  return (
    <Box as="section" aria-labelledby="anfragen">
      <Heading as="h2" id="anfragen" size="xl" mb="3">
        Offene Anfragen von Schulen
      </Heading>
      <LoadStates state={loadStateOf(query)} what="die Anfragen" rows={2} onRetry={() => void query.refetch()}>
        {() =>
          requests.length === 0 ? (
            <Text color="fg.muted">Keine Anfrage wartet auf Antwort.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" p="0" m="0" gap="4">
              {requests.map((request) => (
                <Box as="li" key={request.id} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
                  <Text fontWeight="600">
                    {request.schule.name}, {request.schule.ort} ({kreisName(request.schule.kreis)})
                  </Text>
                  <Text fontSize="sm">
                    {request.teilnehmende} Teilnehmende · Wunschtermine {request.wunschtermine.map(formatShortDay).join(', ')} · angefragt
                    von {request.angefragtVon.name} am {formatShortDay(request.angefragtAm)} ({request.referenz})
                  </Text>
                  {request.hinweis && (
                    <Text fontSize="sm" mt="1" whiteSpace="pre-line">
                      „{request.hinweis}“
                    </Text>
                  )}
                  {agreeing?.id === request.id ? (
                    <Box mt="4">
                      <DateForm
                        format={format}
                        initial={{
                          ...newDateValues(new Date()),
                          sitzungen: [sessionOn(request.wunschtermine[0])],
                          anmeldeschluss: request.wunschtermine[0],
                          stornofrist: request.wunschtermine[0],
                          maxPlaetze: String(request.teilnehmende),
                          minPlaetze: '1',
                        }}
                        heading={`Termin für ${request.schule.name}`}
                        submitLabel="Zusagen und Termin anlegen"
                        done="Zugesagt; die Schulleitung ist benachrichtigt."
                        save={(termin) => answer.mutateAsync({ kind: 'zusagen', id: request.id, termin })}
                        busy={answer.isPending}
                        onDone={() => setAgreeing(undefined)}
                      />
                    </Box>
                  ) : (
                    <Flex gap="3" wrap="wrap" mt="3">
                      <Button colorPalette="brand" minH="44px" onClick={() => setAgreeing(request)}>
                        Zusagen …
                      </Button>
                      <Button variant="outline" minH="44px" onClick={() => setDeclining(request)}>
                        Ablehnen …
                      </Button>
                    </Flex>
                  )}
                </Box>
              ))}
            </Stack>
          )
        }
      </LoadStates>
      {declining && <DeclineDialog request={declining} onClose={() => setDeclining(undefined)} />}
    </Box>
  );
}

function DeclineDialog({ request, onClose }: { request: AbrufanfrageEingang; onClose: () => void }) {
  const { user } = useRoleBranch();
  const answer = useAnswerRequest(user.uid);
  const [reason, setReason] = useState('');
  const action = useDialogAction('Abgelehnt; die Schulleitung ist benachrichtigt.', onClose);
  const id = useId();
  const confirm = () => action.run(() => answer.mutateAsync({ kind: 'ablehnen', id: request.id, begruendung: reason }));
  return (
    <ConfirmDialog
      title="Anfrage ablehnen"
      confirmLabel="Ablehnen"
      busy={answer.isPending}
      error={action.error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text mb="4">Die Schulleitung von {request.schule.name} erfährt Ihre Begründung.</Text>
      <chakra.label htmlFor={id} display="block" fontWeight="600" mb="1">
        Begründung <span aria-hidden="true">*</span>
      </chakra.label>
      <chakra.textarea {...controlStyle} id={id} rows={3} aria-required value={reason} onChange={(e) => setReason(e.target.value)} />
    </ConfirmDialog>
  );
}
