import { formatMoment } from '@fobu/domain';
import { Box, Button, Text } from '@chakra-ui/react';
import type { AngebotArbeitsstand } from '@fobu/api-contract';
import { Note } from '@fobu/ui';
import type { OfferEditorState } from './use-offer-editor';

/** What the editor says above the form: input restored from the browser, a refused or a failed save. */
export function EditorNotes({ editor, work }: { editor: OfferEditorState; work: AngebotArbeitsstand | undefined }) {
  const { status } = editor;
  return (
    <>
      {editor.restoredAt && (
        <Note mb="6">
          <Text mb="2">Wir haben Ihre noch nicht gespeicherten Eingaben vom {formatMoment(editor.restoredAt)} wiederhergestellt.</Text>
          <Button size="sm" variant="outline" onClick={editor.discardRestored}>
            Eingaben verwerfen
          </Button>
        </Note>
      )}
      {status.kind === 'refused' && (
        <Box role="alert" borderWidth="3px" borderColor="border.error" bg="bg.error" borderRadius="md" p="4" mb="6" maxW="48rem">
          <Text fontWeight="600" mb="3">
            {status.message}
          </Text>
          {work && (
            <Button size="sm" colorPalette="brand" onClick={() => void editor.takeCurrentVersion()}>
              Aktuelle Fassung laden, meine Eingaben behalten
            </Button>
          )}
        </Box>
      )}
      {status.kind === 'failed' && (
        <Box role="alert" borderWidth="3px" borderColor="border.error" bg="bg.error" borderRadius="md" p="4" mb="6" maxW="48rem">
          Das Speichern hat nicht geklappt. Ihre Eingaben sind noch da und in diesem Browser gesichert; bitte versuchen Sie es gleich noch
          einmal.
        </Box>
      )}
    </>
  );
}
