import { Button, Text } from '@chakra-ui/react';
import {
  anerkennungenQueryOptions,
  recognitionProofDownload,
  serviceErrorMessage,
  useServiceClients,
  useWithdrawRecognition,
} from '@fobu/api-clients';
import type { Anerkennung } from '@fobu/api-contract';
import { formatHours, formatLongDay, formatShortDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { notify, ScreenReaderText } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { DownloadButton } from '@fobu/ui/download';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DashboardCardList } from '../dashboard/dashboard-card';
import { recognitionState } from './recognition-state';

/** The person's requests, the newest first: each with its state, the decision and its reason, the proof, and withdrawing an open one. */
export function OwnRecognitions() {
  const { items } = useSuspenseQuery(anerkennungenQueryOptions(useServiceClients(), useRoleBranch().user.uid)).data;
  return items.length === 0 ? (
    <Text color="fg.muted">Sie haben noch keine Anerkennung beantragt.</Text>
  ) : (
    <DashboardCardList>
      {items.map((request) => (
        <RecognitionCard key={request.id} request={request} />
      ))}
    </DashboardCardList>
  );
}

function RecognitionCard({ request }: { request: Anerkennung }) {
  const load = useServiceClients();
  const withdraw = useWithdrawRecognition(useRoleBranch().user.uid);
  const state = recognitionState(request);
  const failure = withdraw.isError
    ? serviceErrorMessage(withdraw.error, 'Der Antrag konnte nicht zurückgezogen werden. Bitte versuchen Sie es erneut.')
    : null;
  return (
    <li aria-label={request.titel}>
      <div data-card="head">
        <h3>{request.titel}</h3>
        <StateBadge tone={state.tone}>{state.label}</StateBadge>
      </div>
      <p data-card="meta">Beantragt am {formatShortDay(request.erstelltAm)}</p>
      <dl data-card="facts">
        <dt>Anbieter</dt>
        <dd>{request.anbieter}</dd>
        <dt>Datum</dt>
        <dd>{formatLongDay(request.datum)}</dd>
        <dt>Stunden</dt>
        <dd>{formatHours(request.stunden)} Stunden</dd>
      </dl>
      <p data-card="next">{state.next}</p>
      <div data-card="actions">
        <DownloadButton label="Nachweis herunterladen" context={request.titel} download={recognitionProofDownload(load, request.id)} />
        {request.status === 'beantragt' && (
          <Button
            variant="outline"
            size="sm"
            minH="44px"
            loading={withdraw.isPending}
            loadingText="Wird zurückgezogen …"
            onClick={() =>
              withdraw.mutate(request.id, {
                onSuccess: () => notify({ type: 'success', title: 'Antrag zurückgezogen', description: request.titel }),
              })
            }
          >
            Antrag zurückziehen
            <ScreenReaderText>: {request.titel}</ScreenReaderText>
          </Button>
        )}
      </div>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {failure}
        </Text>
      )}
    </li>
  );
}
