import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { openRequestsQueryOptions, useAnswerRequest, useServiceClients } from '@fobu/api-clients';
import type { AbrufanfrageEingang, Format } from '@fobu/api-contract';
import { kreisName } from '@fobu/catalogue';
import { controlStyle } from '@fobu/content';
import { formatShortDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDialogAction } from '../review/use-dialog-action';
import { DataSection } from '../work/data-section';
import { DateForm } from './date-form';
import { newDateValues, sessionOn } from './date-form-values';

/**
 * The schools' open requests of an on-demand offer: each is agreed with a date for that school
 * (which its staff then book, and its head sees) or declined with a reason the head is told.
 */
export function RequestInbox({ vnr, format }: { vnr: string; format: Format }) {
  const [declining, setDeclining] = useState<AbrufanfrageEingang>();
  return (
    <DataSection id="anfragen" title="Offene Anfragen von Schulen" what="die Anfragen" rows={2} headingSpace="3">
      <OpenRequests vnr={vnr} format={format} onDecline={setDeclining} />
      {declining && <DeclineDialog request={declining} onClose={() => setDeclining(undefined)} />}
    </DataSection>
  );
}

/** The offer's open requests, each with its answers; agreeing opens the date form in the entry. */
function OpenRequests({ vnr, format, onDecline }: { vnr: string; format: Format; onDecline: (request: AbrufanfrageEingang) => void }) {
  const { user } = useRoleBranch();
  const { data } = useSuspenseQuery(openRequestsQueryOptions(useServiceClients(), user.uid));
  const answer = useAnswerRequest(user.uid);
  const [agreeing, setAgreeing] = useState<AbrufanfrageEingang>();
  const requests = data.items.filter((request) => request.vnr === vnr);
  return requests.length === 0 ? (
    <Text color="fg.muted">Keine Anfrage wartet auf Antwort.</Text>
  ) : (
    <Stack as="ul" listStyleType="none" p="0" m="0" gap="4">
      {requests.map((request) => (
        <Box as="li" key={request.id} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
          <Text fontWeight="600">
            {request.schule.name}, {request.schule.ort} ({kreisName(request.schule.kreis)})
          </Text>
          <Text fontSize="sm">
            {request.teilnehmende} Teilnehmende · Wunschtermine {request.wunschtermine.map(formatShortDay).join(', ')} · angefragt von{' '}
            {request.angefragtVon.name} am {formatShortDay(request.angefragtAm)} ({request.referenz})
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
              <Button variant="outline" minH="44px" onClick={() => onDecline(request)}>
                Ablehnen …
              </Button>
            </Flex>
          )}
        </Box>
      ))}
    </Stack>
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
