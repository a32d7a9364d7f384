import { chakra, Text } from '@chakra-ui/react';
import { OFFER_FIELD_LABELS, VTYP_LABELS, type AngebotArbeitsstand } from '@fobu/api-contract';
import { ErrorSummary } from '@fobu/content';
import { useRoleBranch } from '@fobu/routing';
import { notify, ScreenPage } from '@fobu/ui';
import { useState } from 'react';
import { OfferScreenLink, useOfferScreen } from '../offer-screen';
import { OfferPreview } from '../work/offer-preview';
import { ReviewerNote } from '../work/reviewer-note';
import { EditorActions } from './editor-actions';
import { EDITOR_ID } from './editor-field';
import { EditorNotes } from './editor-notes';
import {
  AttachmentsSection,
  AudienceSection,
  BasicsSection,
  ContributorsSection,
  CourseSection,
  DescriptionSection,
} from './editor-sections';
import { ForeignChangeNote } from './foreign-change-note';
import { offerContentOf } from './offer-form-values';
import { useOfferEditor, type EditorTarget } from './use-offer-editor';

const PUBLISHED_EDIT_NOTE =
  ' Ihre Änderungen erscheinen erst nach der Freigabe durch die Qualitätskontrolle; bis dahin sehen Teilnehmende die veröffentlichte Fassung.';

/**
 * The offer editor: the fields in four sections, German errors with a summary at the top and the
 * focus on the first, the input kept in the browser while typed, a preview exactly as participants
 * will see the offer, and "zur Prüfung einreichen".
 */
export function OfferEditor({ target }: { target: EditorTarget }) {
  const { user } = useRoleBranch();
  const { go } = useOfferScreen();
  const [preview, setPreview] = useState(false);
  const editor = useOfferEditor(target, user.uid, (saved: AngebotArbeitsstand, submitted: boolean) => {
    notify({ type: 'success', title: submitted ? 'Gespeichert und zur Prüfung eingereicht.' : 'Gespeichert.' });
    void go({ vnr: saved.vnr });
  });
  const { vtyp } = editor;
  const work = target.kind === 'existing' ? target.work : undefined;
  const maySubmit = !work || work.erlaubteAktionen.includes('einreichen') || work.status === 'veroeffentlicht';

  return (
    <ScreenPage
      title={work ? `„${work.titel}“ bearbeiten` : `Neues Angebot: ${VTYP_LABELS[vtyp]}`}
      lead={
        work
          ? `Veranstaltungsnummer ${work.vnr}.${work.status === 'veroeffentlicht' ? PUBLISHED_EDIT_NOTE : ''}`
          : 'Ihre Eingaben werden in diesem Browser laufend gesichert. Sichtbar für andere wird das Angebot erst nach der Prüfung.'
      }
    >
      <Text mb="4">
        <OfferScreenLink search={work ? { vnr: work.vnr } : {}}>{work ? '← Zurück zum Angebot' : '← Zurück zur Liste'}</OfferScreenLink>
      </Text>
      {work?.letzteRueckgabe && <ReviewerNote note={work.letzteRueckgabe} />}
      <EditorNotes editor={editor} work={work} />
      {editor.foreignChange && <ForeignChangeNote change={editor.foreignChange} />}
      <ErrorSummary errors={editor.errors} labels={OFFER_FIELD_LABELS} idPrefix={EDITOR_ID} />
      <chakra.form ref={editor.formRef} onSubmit={editor.onSubmit} noValidate aria-describedby={`${EDITOR_ID}-pflicht`}>
        <Text id={`${EDITOR_ID}-pflicht`} color="fg.muted" mb="6">
          Felder mit * müssen ausgefüllt werden.
        </Text>
        <BasicsSection editor={editor} />
        {vtyp === 'SLK' && <CourseSection editor={editor} />}
        <DescriptionSection editor={editor} />
        <AudienceSection editor={editor} />
        <ContributorsSection editor={editor} />
        <AttachmentsSection editor={editor} />
        <EditorActions
          editor={editor}
          maySubmit={maySubmit}
          vnr={work?.vnr}
          preview={preview}
          onTogglePreview={() => setPreview((shown) => !shown)}
        />
      </chakra.form>
      {preview && (
        <OfferPreview content={offerContentOf(editor.values, vtyp)} vnr={work?.vnr} vtyp={vtyp} leitung={work ? undefined : user} />
      )}
    </ScreenPage>
  );
}
