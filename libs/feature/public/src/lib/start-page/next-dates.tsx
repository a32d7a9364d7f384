import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { termineQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import { KREISE, type TerminSearchItem } from '@fobu/api-contract';
import { calendarLeaf, formatDay, formatTimeRange, isoDayInGermany, type Tenant } from '@fobu/domain';
import { Link } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { START_LIST_LENGTH } from './start-lists';

const kreisName = (key: string) => KREISE.find((kreis) => kreis.key === key)?.name ?? key;

/** The next dates with free seats, soonest first: what a teacher looking for "something soon" wants. */
export function NextDatesList({ tenant }: { tenant: Tenant }) {
  const query = useQuery(
    termineQueryOptions(useServiceClients(), {
      mandant: tenant,
      vtyp: 'TERMIN',
      nurFreie: '1',
      von: isoDayInGermany(new Date()),
      sort: 'beginn',
      pageSize: START_LIST_LENGTH,
    }),
  );
  return (
    <LoadStates state={loadStateOf(query)} what="die nächsten Termine" rows={START_LIST_LENGTH} onRetry={() => void query.refetch()}>
      {() =>
        query.data?.items.length === 0 ? (
          <Text color="fg.muted">Zurzeit sind keine Termine mit freien Plätzen ausgeschrieben.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" p="0" m="0" gap="3">
            {query.data?.items.map((termin) => (
              <DateEntry key={termin.id} tenant={tenant} termin={termin} />
            ))}
          </Stack>
        )
      }
    </LoadStates>
  );
}

function DateEntry({ tenant, termin }: { tenant: Tenant; termin: TerminSearchItem }) {
  const leaf = calendarLeaf(termin.beginn);
  const place = termin.ort ? `${termin.ort.name}, ${kreisName(termin.ort.kreis)}` : 'Online';
  const seats = termin.freiePlaetze === 1 ? 'Noch 1 Platz frei' : `Noch ${termin.freiePlaetze} Plätze frei`;
  return (
    <Flex
      as="li"
      position="relative"
      gap="4"
      align="start"
      minH="24"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      p="4"
      _hover={{ bg: 'bg.subtle' }}
    >
      <Box aria-hidden="true" textAlign="center" minW="14" py="1" borderRadius="md" bg="brand.subtle" color="brand.fg" flexShrink={0}>
        <Text fontSize="2xl" fontWeight="700" lineHeight="1">
          {leaf.day}
        </Text>
        <Text fontSize="sm">{leaf.month}</Text>
      </Box>
      <Box minW="0">
        <Heading as="h3" size="md" mb="1">
          {/* The link's box covers the whole entry, so the entry is one large target. */}
          <Link to="/$mandant/veranstaltungstermine" params={{ mandant: tenant }} search={{ vnr: termin.vnr }} className="stretched-link">
            {termin.titel}
          </Link>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {formatDay(termin.beginn)}, {formatTimeRange(termin.beginn, termin.ende)} · {place}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {seats} · Veranstaltungsnummer {termin.vnr}
        </Text>
      </Box>
    </Flex>
  );
}
