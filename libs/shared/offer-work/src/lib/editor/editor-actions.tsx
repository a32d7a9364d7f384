import { Button, Flex } from '@chakra-ui/react';
import { MissingDateNote, useMissingDate } from '../dates/missing-date-note';
import type { OfferEditorState } from './use-offer-editor';

const MISSING_DATE_ID = 'angebot-ohne-termin';

interface EditorActionsProps {
  readonly editor: OfferEditorState;
  /** Whether "Speichern und zur Prüfung einreichen" is offered (the offer's state allows it). */
  readonly maySubmit: boolean;
  /** The saved offer's number, to check its dates before it is submitted; none for a new offer. */
  readonly vnr: string | undefined;
  readonly preview: boolean;
  readonly onTogglePreview: () => void;
}

/** The form's buttons: save, save and submit, and the preview. */
export function EditorActions({ editor, maySubmit, vnr, preview, onTogglePreview }: EditorActionsProps) {
  const saving = editor.status.kind === 'saving';
  const missingDate = useMissingDate(editor.vtyp, vnr) && maySubmit;
  return (
    <>
      {missingDate && <MissingDateNote vnr={vnr} id={MISSING_DATE_ID} />}
      <Flex gap="3" wrap="wrap" mt="2" mb="8">
        <Button type="submit" colorPalette="brand" size="lg" minH="44px" loading={saving} loadingText="Wird gespeichert …">
          Speichern
        </Button>
        {maySubmit && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            minH="44px"
            disabled={saving}
            aria-describedby={missingDate ? MISSING_DATE_ID : undefined}
            onClick={editor.saveAndSubmit}
          >
            Speichern und zur Prüfung einreichen
          </Button>
        )}
        <Button type="button" variant="ghost" size="lg" minH="44px" aria-expanded={preview} onClick={onTogglePreview}>
          {preview ? 'Vorschau schließen' : 'Vorschau'}
        </Button>
      </Flex>
    </>
  );
}
