import { chakra, Heading, Text } from '@chakra-ui/react';
import type { ReferentAkte } from '@fobu/api-contract';
import { modalDialogStyle, useModalDialog } from '@fobu/ui/dialogs';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { SpeakerForm } from '../form/speaker-form';

/**
 * „Neu anlegen“ in the offer editor: a modal dialog with the speaker's form; once saved, the new
 * speaker is picked. Drawn into the page's body, outside the editor's form (a form may not hold
 * another); Escape cancels and the focus returns to the button that opened it.
 */
export function NewSpeakerDialog({ onCreated, onCancel }: { onCreated: (speaker: ReferentAkte) => void; onCancel: () => void }) {
  const dialog = useModalDialog();
  const titleId = useId();
  return createPortal(
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      {...modalDialogStyle}
      maxW="40rem"
      p="6"
    >
      <Heading as="h2" id={titleId} size="xl" mb="2">
        Neue Referentin oder neuer Referent
      </Heading>
      <Text mb="4">Der Eintrag kommt in das Verzeichnis Ihres Instituts und wird für dieses Angebot ausgewählt.</Text>
      <SpeakerForm onSaved={onCreated} onCancel={onCancel} />
    </chakra.dialog>,
    document.body,
  );
}
