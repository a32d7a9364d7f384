import { Text } from '@chakra-ui/react';
import { Note } from '@fobu/ui';

/**
 * Quality control's note of the last sending back, on the offer's page and at the top of its
 * editor, where the organiser fixes what it asks for. The service gives it until the offer is
 * submitted again (`letzteRueckgabe`).
 */
export function ReviewerNote({ note }: { note: string }) {
  return (
    <Note mb="4" bg="bg.warning" borderColor="border.warning">
      <Text fontWeight="600" mb="1">
        Hinweis der Qualitätskontrolle
      </Text>
      <Text whiteSpace="pre-line">{note}</Text>
    </Note>
  );
}
