import { Box, Heading, Text } from '@chakra-ui/react';
import { Note } from '@fobu/ui';
import { OFFER_FIELD_LABELS } from '@fobu/api-contract';
import { offerFieldText } from '../offer-fields';
import type { ForeignChange } from './use-offer-editor';

/** After a conflict: what the other person changed, so that the editor can take it over before saving again. */
export function ForeignChangeNote({ change }: { change: ForeignChange }) {
  return (
    <Note mb="6" aria-live="polite">
      <Heading as="h2" size="md" mb="2">
        Die aktuelle Fassung ist geladen
      </Heading>
      <Text mb="2">
        Ihre Eingaben stehen unverändert im Formular. Speichern Sie jetzt, ersetzen sie die aktuelle Fassung.
        {change.fields.length > 0 ? ' Inzwischen geändert wurde:' : ' Die Inhalte hat niemand geändert, nur den Stand des Angebots.'}
      </Text>
      {change.fields.length > 0 && (
        <Box as="dl">
          {change.fields.map((name) => (
            <Box key={name} mb="2">
              <Box as="dt" fontWeight="600">
                {OFFER_FIELD_LABELS[name]}
              </Box>
              <Box as="dd" m="0" whiteSpace="pre-line">
                {offerFieldText(name, change.current[name])}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Note>
  );
}
