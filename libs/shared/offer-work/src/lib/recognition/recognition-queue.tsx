import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { offeneAnerkennungenQueryOptions, recognitionProofDownload, useServiceClients } from '@fobu/api-clients';
import type { AnerkennungEntscheidung, OffeneAnerkennung } from '@fobu/api-contract';
import { formatHours, formatLongDay, formatShortDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ScreenReaderText } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { DownloadButton } from '@fobu/ui/download';
import { Entry, EntryLine, EntryList } from '@fobu/ui/entry-list';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DecideDialog } from './decide-dialog';

const TITLE = 'Anträge auf Anerkennung';

/**
 * Verwaltung's queue on its dashboard (docs/proof-of-training.md): the tenant's open requests to
 * recognise outside training, the longest waiting first, each with its proof and the decision.
 * A task list, so it stands above the overview and loads on its own.
 */
export function RecognitionQueue() {
  return (
    <Box as="section" aria-labelledby="anerkennungen-offen" mb={{ base: '10', lg: '12' }} maxW="60rem">
      <Heading as="h2" id="anerkennungen-offen" size="lg" mb="1">
        {TITLE}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        Externe Fortbildungen, deren Anerkennung Lehrkräfte beantragt haben, die am längsten wartenden zuerst.
      </Text>
      <DataBoundary what="die Anträge auf Anerkennung" rows={2}>
        <QueueList />
      </DataBoundary>
    </Box>
  );
}

function QueueList() {
  const load = useServiceClients();
  const { items } = useSuspenseQuery(offeneAnerkennungenQueryOptions(load, useRoleBranch().user.uid)).data;
  const [deciding, setDeciding] = useState<{ request: OffeneAnerkennung; decision: AnerkennungEntscheidung['status'] } | null>(null);
  return (
    <>
      <Text fontWeight="600" mb="2">
        {items.length === 0
          ? 'Kein Antrag wartet auf Ihre Entscheidung.'
          : `${items.length === 1 ? 'Ein Antrag wartet' : `${items.length} Anträge warten`} auf Ihre Entscheidung.`}
      </Text>
      {items.length > 0 && (
        <EntryList>
          {items.map((request) => (
            <Entry key={request.id}>
              <Text as="h3" fontWeight="600">
                {request.titel}
              </Text>
              <EntryLine>
                {request.person.name} · {request.anbieter} · {formatLongDay(request.datum)} · {formatHours(request.stunden)} Stunden
              </EntryLine>
              <EntryLine muted>Beantragt am {formatShortDay(request.erstelltAm)}</EntryLine>
              <Flex gap="3" wrap="wrap" mt="2" align="start">
                <DownloadButton
                  label="Nachweis ansehen"
                  context={`${request.person.name}, ${request.titel}`}
                  download={recognitionProofDownload(load, request.id)}
                />
                <DecideButton label="Anerkennen" context={request.titel} onClick={() => setDeciding({ request, decision: 'anerkannt' })} />
                <DecideButton label="Ablehnen" context={request.titel} onClick={() => setDeciding({ request, decision: 'abgelehnt' })} />
              </Flex>
            </Entry>
          ))}
        </EntryList>
      )}
      {deciding && <DecideDialog {...deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

function DecideButton({ label, context, onClick }: { label: string; context: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" minH="44px" onClick={onClick}>
      {label}
      <ScreenReaderText>: {context}</ScreenReaderText>
    </Button>
  );
}
