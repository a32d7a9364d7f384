import { Box, Heading, Text } from '@chakra-ui/react';
import type { PersonAkte } from '@fobu/api-contract';
import { Link } from '@fobu/routing';
import { DataExportDownloads } from '@fobu/settings';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useState } from 'react';
import { usePersonLinks } from '../person-links';
import { ErasurePart } from './erasure-part';

/**
 * „Datenschutz“ on a person's page, for verwaltung and administrator (docs/people-and-settings.md,
 * "Data protection (DSGVO)"): the person's data export, erasure on request and the log of both.
 */
export function PrivacySection({ person }: { person: PersonAkte }) {
  const { list } = usePersonLinks();
  const [erased, setErased] = useState(false);
  const name = `${person.vorname} ${person.name}`;
  return (
    <Box as="section" aria-labelledby="datenschutz" mb="8">
      <Heading as="h2" id="datenschutz" size="xl" mb="3">
        Datenschutz
      </Heading>
      {erased ? (
        <Box role="status" borderWidth="1px" borderColor="border.success" bg="bg.success" rounded="md" p="4">
          <Text mb="2">
            Die Daten von {name} sind gelöscht. Die Person kann sich nicht mehr anmelden; ihre Anmeldungen zählen ohne Namen in den
            Statistiken weiter.
          </Text>
          <Link {...list} style={{ textDecoration: 'underline' }}>
            Zur Personensuche
          </Link>
        </Box>
      ) : (
        <>
          <Heading as="h3" size="md" mb="2">
            Datenauskunft (Art. 15 DSGVO)
          </Heading>
          <Text mb="3" maxW="70ch">
            Alles, was das Portal über die Person speichert, zum Weitergeben an sie. Jeder Abruf wird protokolliert.
          </Text>
          <Box mb="6">
            <DataExportDownloads person={person.uid} context={name} />
          </Box>
          <DataBoundary what="die Datenschutz-Vorgänge" rows={3}>
            <ErasurePart person={person.uid} name={name} onErased={() => setErased(true)} />
          </DataBoundary>
        </>
      )}
    </Box>
  );
}
