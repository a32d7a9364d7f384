import { Box, Heading, Text } from '@chakra-ui/react';
import { abrufanfragenQueryOptions, useServiceClients, useWatchedQuery } from '@fobu/api-clients';
import type { Abrufanfrage } from '@fobu/api-contract';
import { formatDay, formatShortDay, type Tenant } from '@fobu/domain';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { StateBadge } from '@fobu/ui/booking';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BranchLink } from '../branch-link';
import { DashboardCard, DashboardCardList } from '../dashboard/dashboard-card';
import { requestState } from './request-state';
import { useRoleBranch } from '@fobu/routing';

/** For the school head: the school's on-demand requests and where each stands. */
export function RequestsSection({ tenant }: { tenant: Tenant }) {
  const items = useWatchedQuery(abrufanfragenQueryOptions(useServiceClients(), useRoleBranch().user.uid)).data?.items ?? [];
  const open = items.filter((request) => request.status === 'angefragt').length;
  return (
    <Box as="section" aria-labelledby="abrufanfragen">
      <Heading as="h2" id="abrufanfragen" size="xl" mb="2">
        Abrufveranstaltungen Ihrer Schule
        {open > 0 && <Text as="span" fontWeight="400" color="fg.muted">{` (${open} offen)`}</Text>}
      </Heading>
      <Text color="fg.muted" mb="4">
        Fortbildungen, die Sie für Ihr Kollegium angefragt haben, und was daraus geworden ist.
      </Text>
      <DataBoundary what="die Anfragen Ihrer Schule" rows={2}>
        <RequestList tenant={tenant} />
      </DataBoundary>
    </Box>
  );
}

function RequestList({ tenant }: { tenant: Tenant }) {
  const { items } = useSuspenseQuery(abrufanfragenQueryOptions(useServiceClients(), useRoleBranch().user.uid)).data;
  return items.length === 0 ? (
    <Text color="fg.muted">
      Ihre Schule hat noch keine Abrufveranstaltung angefragt. Unter{' '}
      <BranchLink screen="abrufveranstaltungen">Abrufveranstaltungen</BranchLink> finden Sie die Angebote.
    </Text>
  ) : (
    <DashboardCardList>
      {items.map((request) => (
        <RequestCard key={request.id} request={request} tenant={tenant} />
      ))}
    </DashboardCardList>
  );
}

function RequestCard({ request, tenant }: { request: Abrufanfrage; tenant: Tenant }) {
  const state = requestState(request);
  return (
    <DashboardCard
      tenant={tenant}
      role="schulleitung"
      offer={{ ...request, vtyp: 'ABRUF' }}
      badge={<StateBadge tone={state.tone}>{state.label}</StateBadge>}
    >
      <p data-card="meta">
        Anfrage {request.referenz} vom {formatShortDay(request.angefragtAm)} · Veranstaltungsnummer {request.vnr}
      </p>
      <dl data-card="facts">
        <dt>Wunschtermine</dt>
        <dd>{request.wunschtermine.map(formatDay).join(' · ')}</dd>
        <dt>Teilnehmende</dt>
        <dd>etwa {request.teilnehmende}</dd>
      </dl>
      <p data-card="next">{state.next}</p>
    </DashboardCard>
  );
}
