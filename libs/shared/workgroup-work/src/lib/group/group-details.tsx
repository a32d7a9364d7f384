import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { staffExportDownload, useServiceClients } from '@fobu/api-clients';
import type { Arbeitsgruppe } from '@fobu/api-contract';
import { DownloadButton } from '@fobu/ui/download';
import { useState } from 'react';
import { GroupMessageDialog } from './group-message-dialog';

const TERMS = { display: 'grid', gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' }, columnGap: '4', rowGap: '2', m: '0' } as const;

/** A group's details as read; its staff edit them, write to every member and download its lists. */
export function GroupDetails({ group, onEdit }: { group: Arbeitsgruppe; onEdit: () => void }) {
  const [writing, setWriting] = useState(false);
  const load = useServiceClients();
  const none = <Text color="fg.muted">keine Angabe</Text>;
  return (
    <Box as="section" aria-labelledby="angaben-titel" mb="8">
      <Heading as="h2" id="angaben-titel" size="xl" mb="3">
        Angaben
      </Heading>
      {group.beschreibung && (
        <Text whiteSpace="pre-line" mb="4">
          {group.beschreibung}
        </Text>
      )}
      <chakra.dl css={TERMS} mb="4">
        <dt>Fächer</dt>
        <dd>{group.faecher.length > 0 ? group.faecher.join(', ') : none}</dd>
        <dt>Schularten</dt>
        <dd>{group.schularten.length > 0 ? group.schularten.join(', ') : none}</dd>
        <dt>Leitung</dt>
        <dd>{group.leitung.map((lead) => lead.name).join(', ')}</dd>
        <dt>Mitglieder</dt>
        <dd>{group.mitglieder}</dd>
      </chakra.dl>
      <Flex gap="3" wrap="wrap" data-print="hide">
        {group.darfAendern && (
          <>
            <Button variant="outline" minH="44px" onClick={onEdit}>
              Angaben bearbeiten
            </Button>
            <Button variant="outline" minH="44px" onClick={() => setWriting(true)}>
              Nachricht an alle Mitglieder
            </Button>
          </>
        )}
        {group.darfMitgliederSehen && (
          <>
            <DownloadButton
              label="Mitgliederliste (Excel)"
              download={staffExportDownload(load, { kind: 'arbeitsgruppe', file: 'mitglieder', id: group.id })}
            />
            <DownloadButton
              label="Anwesenheit (Excel)"
              download={staffExportDownload(load, { kind: 'arbeitsgruppe', file: 'anwesenheit', id: group.id })}
            />
          </>
        )}
      </Flex>
      {writing && <GroupMessageDialog gruppeId={group.id} onClose={() => setWriting(false)} />}
    </Box>
  );
}
