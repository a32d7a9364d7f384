import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { OFFER_FIELD_LABELS, type AngebotInhalt } from '@fobu/api-contract';
import { changedFields, offerFieldText } from '../offer-fields';

/**
 * For a published offer under revision: each changed field as the catalogue shows it now and as
 * it will read after approval, so that the reviewer checks the change, not the whole offer again.
 */
export function WhatChanged({ published, revised }: { published: AngebotInhalt; revised: AngebotInhalt }) {
  const fields = changedFields(published, revised);
  return (
    <Box as="section" aria-labelledby="aenderungen">
      <Heading as="h2" id="aenderungen" size="xl" mb="2">
        Was sich gegenüber der veröffentlichten Fassung ändert
      </Heading>
      {fields.length === 0 ? (
        <Text>Die Überarbeitung ändert noch nichts am Inhalt.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" css={{ '& td': { verticalAlign: 'top', whiteSpace: 'pre-line' } }}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Feld</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Veröffentlicht</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Nach der Freigabe</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((field) => (
                <Table.Row key={field}>
                  <Table.Cell fontWeight="600">{OFFER_FIELD_LABELS[field]}</Table.Cell>
                  <Table.Cell>{offerFieldText(field, published[field])}</Table.Cell>
                  <Table.Cell>{offerFieldText(field, revised[field])}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
