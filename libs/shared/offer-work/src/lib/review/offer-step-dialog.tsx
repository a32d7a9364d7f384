import { Box, chakra, Text } from '@chakra-ui/react';
import { useOfferStep, type OfferStep } from '@fobu/api-clients';
import type { AngebotArbeitsstand } from '@fobu/api-contract';
import { controlStyle } from '@fobu/content';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { CheckOption } from '@fobu/ui/form';
import { useId, useState } from 'react';
import { MissingDateNote, useMissingDate } from '../dates/missing-date-note';
import { useDialogAction } from './use-dialog-action';
import { useReviewDestination } from './use-review-destination';

/** What each step asks, says and needs; a step with a `text` field asks for it and refuses to go on without it. */
const STEPS: Readonly<
  Record<
    OfferStep,
    { title: string; confirm: string; done: string; explain: string; text?: { field: 'notiz' | 'grund'; label: string; hint: string } }
  >
> = {
  einreichen: {
    title: 'Zur Prüfung einreichen?',
    confirm: 'Einreichen',
    done: 'Zur Prüfung eingereicht.',
    explain: 'Die Qualitätskontrolle prüft das Angebot. Bis sie es freigibt oder zurückgibt, kann es nicht geändert werden.',
  },
  freigeben: {
    title: 'Angebot freigeben?',
    confirm: 'Freigeben',
    done: 'Freigegeben und veröffentlicht.',
    explain: 'Nach der Freigabe ist das Angebot im Katalog zu sehen und seine Termine können gebucht werden.',
  },
  zurueckgeben: {
    title: 'Angebot zurückgeben',
    confirm: 'Zurückgeben',
    done: 'Mit Ihrem Hinweis zurückgegeben.',
    explain: 'Die Veranstaltungsleitung sieht Ihren Hinweis, überarbeitet das Angebot und reicht es erneut ein.',
    text: { field: 'notiz', label: 'Was soll geändert werden?', hint: 'Pflichtangabe; höchstens 2.000 Zeichen.' },
  },
  absagen: {
    title: 'Angebot absagen',
    confirm: 'Angebot absagen',
    done: 'Das Angebot ist abgesagt; die Angemeldeten sind benachrichtigt.',
    explain:
      'Alle kommenden Termine werden abgesagt, alle Anmeldungen dazu ebenfalls, und jede angemeldete Person erhält eine Benachrichtigung mit Ihrem Grund.',
    text: { field: 'grund', label: 'Grund der Absage', hint: 'Pflichtangabe; die Angemeldeten lesen ihn.' },
  },
  archivieren: {
    title: 'Angebot archivieren?',
    confirm: 'Archivieren',
    done: 'Archiviert.',
    explain: 'Archivierte Angebote erscheinen nicht mehr im Katalog und in der Suche, nur noch in der Archivsuche der Administration.',
  },
};

export const OFFER_STEP_LABELS: Readonly<Record<OfferStep, string>> = {
  einreichen: 'Zur Prüfung einreichen',
  freigeben: 'Freigeben',
  zurueckgeben: 'Zurückgeben',
  absagen: 'Absagen',
  archivieren: 'Archivieren',
};

/**
 * Asks before a step on an offer (and for the note or reason it needs), then takes it on the
 * version shown. A refusal (four eyes, a change meanwhile) stays in the dialog in German.
 */
export function OfferStepDialog({ work, step, onClose }: { work: AngebotArbeitsstand; step: OfferStep; onClose: () => void }) {
  const { user } = useRoleBranch();
  const mutation = useOfferStep(user.uid);
  const [text, setText] = useState('');
  const textId = useId();
  const meta = STEPS[step];
  // A decision of quality control ends on the review queue, or on its next entry (use-review-destination.ts).
  const decision = step === 'freigeben' || step === 'zurueckgeben';
  const [goOn, setGoOn] = useState(false);
  const goToQueue = useReviewDestination();
  const afterDecision = () => {
    onClose();
    void goToQueue(work.vnr, goOn);
  };
  const action = useDialogAction(meta.done, decision ? afterDecision : onClose);
  const missingDate = useMissingDate(work.vtyp, work.vnr) && step === 'einreichen';
  const confirm = () =>
    action.run(() =>
      mutation.mutateAsync({
        vnr: work.vnr,
        step,
        input: { version: work.version, ...(meta.text ? { [meta.text.field]: text } : {}) },
      }),
    );
  return (
    <ConfirmDialog
      title={meta.title}
      confirmLabel={meta.confirm}
      busy={mutation.isPending}
      error={action.error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text mb={meta.text || missingDate ? '4' : '0'}>
        „{work.titel}“ ({work.vnr}). {meta.explain}
      </Text>
      {missingDate && <MissingDateNote vnr={work.vnr} />}
      {meta.text && (
        <Box>
          <chakra.label htmlFor={textId} display="block" fontWeight="600" mb="1">
            {meta.text.label} <span aria-hidden="true">*</span>
          </chakra.label>
          <Text id={`${textId}-hinweis`} fontSize="sm" color="fg.muted" mb="1">
            {meta.text.hint}
          </Text>
          <chakra.textarea
            {...controlStyle}
            id={textId}
            rows={4}
            aria-required
            aria-describedby={`${textId}-hinweis`}
            aria-invalid={action.error && text.trim() === '' ? true : undefined}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Box>
      )}
      {decision && (
        <Box mt="4">
          <CheckOption id={`${textId}-weiter`} checked={goOn} onChange={setGoOn} describedBy={`${textId}-weiter-hinweis`}>
            Danach das nächste Angebot öffnen
          </CheckOption>
          <Text id={`${textId}-weiter-hinweis`} fontSize="sm" color="fg.muted" ms="9">
            Sonst kehren Sie zur „{ROLE_SCREEN_TITLES.qkdashboard}“ zurück.
          </Text>
        </Box>
      )}
    </ConfirmDialog>
  );
}
