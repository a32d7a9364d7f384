import { Box, Flex, Text } from '@chakra-ui/react';
import { loadStateOf, referentenSeiteQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { ReferentEintrag } from '@fobu/api-contract';
import { seesUnlistedSpeakers, speakerAccessOf } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { buttonLook, LoadStates, ScreenPage } from '@fobu/ui';
import { PagedTable, type DataColumn } from '@fobu/ui/data-table';
import { ResultCount, SearchField } from '@fobu/ui/search';
import { OfferWorkgroupSwitch } from '@fobu/workgroup-work/parts';
import { useQuery } from '@tanstack/react-query';
import { useSpeakerLinks } from '../speaker-links';
import { topicsText } from '../speaker-text';

const LEAD_ALL = 'Alle Referentinnen und Referenten Ihres Instituts mit ihren Kontaktdaten. Suchen Sie nach Name, Organisation oder Thema.';
const LEAD_OWN =
  'Die Referentinnen und Referenten, die einer Aufnahme ins Verzeichnis zugestimmt haben, und die Ihrer eigenen Angebote. Suchen Sie nach Name, Organisation oder Thema.';

/** The directory of the offer search (`ansicht=referenten`): by name, organisation or topic, paged by the server; each row opens the speaker. */
export function SpeakerList() {
  const { user, role } = useRoleBranch();
  const { search, go, speaker } = useSpeakerLinks();
  const query = useQuery(referentenSeiteQueryOptions(useServiceClients(), user.uid, { q: search.q, seite: search.seite }));
  const columns: DataColumn<ReferentEintrag>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <Link {...speaker(row.id)} style={{ fontWeight: 600, textDecoration: 'underline' }}>
          {row.anzeigename}
        </Link>
      ),
    },
    { key: 'organisation', header: 'Organisation', cell: (row) => row.organisation || '–' },
    { key: 'themen', header: 'Themen', cell: topicsText },
    { key: 'angebote', header: 'Angebote', cell: (row) => String(row.angebotAnzahl) },
    { key: 'gelistet', header: 'Verzeichnis', cell: (row) => (row.gelistet ? 'freigegeben' : 'nicht freigegeben') },
  ];
  return (
    <ScreenPage title="Referentinnen und Referenten" lead={seesUnlistedSpeakers(role) ? LEAD_ALL : LEAD_OWN}>
      <OfferWorkgroupSwitch current="referenten" />
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between" mb="6">
        <Box as="search" aria-label="Referentinnen und Referenten suchen" flex="1 1 20rem" maxW="lg">
          <SearchField
            label="Name, Organisation oder Thema"
            value={search.q}
            onSearch={(next) => void go({ q: next }, true)}
            hint="Ohne Suchbegriff alle nach Namen."
          />
        </Box>
        {speakerAccessOf(role) === 'schreiben' && (
          <Link {...speaker('neu')} {...buttonLook('solid')}>
            Neu anlegen
          </Link>
        )}
      </Flex>
      <LoadStates state={loadStateOf(query)} what="die Referentinnen und Referenten" rows={6} onRetry={() => void query.refetch()}>
        {() =>
          query.data && (
            <>
              <ResultCount total={query.data.total} noun={['Eintrag', 'Einträge']} busy={query.isPlaceholderData} />
              <PagedTable
                data={query.data}
                loading={query.isPlaceholderData}
                caption="Gefundene Referentinnen und Referenten"
                columns={columns}
                rowKey={(row) => String(row.id)}
                empty="Niemand im Verzeichnis passt zu Ihrer Suche."
                resetLabel="Suche zurücksetzen"
                onReset={() => void go({}, true)}
                onPageChange={(seite) => void go({ q: search.q, seite })}
              />
            </>
          )
        }
      </LoadStates>
      <Text mt="6" fontSize="sm" color="fg.muted">
        Kontaktdaten sehen nur Mitarbeitende des Instituts; die Angebotsseiten zeigen allein die Namen.
      </Text>
    </ScreenPage>
  );
}
