import { Button, Flex } from '@chakra-ui/react';
import type { OfferEditorState } from './use-offer-editor';

interface EditorActionsProps {
  readonly editor: OfferEditorState;
  /** Whether "Speichern und zur Prüfung einreichen" is offered (the offer's state allows it). */
  readonly maySubmit: boolean;
  readonly preview: boolean;
  readonly onTogglePreview: () => void;
}

/** The form's buttons: save, save and submit, and the preview. */
export function EditorActions({ editor, maySubmit, preview, onTogglePreview }: EditorActionsProps) {
  const saving = editor.status.kind === 'saving';
  return (
    <Flex gap="3" wrap="wrap" mt="2" mb="8">
      <Button type="submit" colorPalette="brand" size="lg" minH="44px" loading={saving} loadingText="Wird gespeichert …">
        Speichern
      </Button>
      {maySubmit && (
        <Button type="button" variant="outline" size="lg" minH="44px" disabled={saving} onClick={editor.saveAndSubmit}>
          Speichern und zur Prüfung einreichen
        </Button>
      )}
      <Button type="button" variant="ghost" size="lg" minH="44px" aria-expanded={preview} onClick={onTogglePreview}>
        {preview ? 'Vorschau schließen' : 'Vorschau'}
      </Button>
    </Flex>
  );
}
