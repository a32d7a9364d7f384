import { Box, chakra, Flex, Heading } from '@chakra-ui/react';
import { FORMATE, OFFER_FIELD_LABELS, SCHULARTEN } from '@fobu/api-contract';
import { FORMAT_LABELS } from '@fobu/catalogue';
import { controlStyle, FormField } from '@fobu/content';
import { BOOKING_ROLES, ROLE_LABELS } from '@fobu/domain';
import { SpeakerPicker } from '@fobu/speaker-work/picker';
import { CheckOption } from '@fobu/ui/form';
import type { ReactNode } from 'react';
import { AttachmentsField } from './attachments-field';
import { ChoicesField } from './choices-field';
import { fieldId, fieldProps, TextField } from './editor-field';
import type { OfferFormValues } from './offer-form-values';
import type { OfferEditorState } from './use-offer-editor';

type SectionProps = { readonly editor: OfferEditorState };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" mb="8" maxW="48rem">
      <Heading as="h2" size="lg" mb="4" pb="2" borderBottomWidth="1px" borderColor="border">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function BasicsSection({ editor }: SectionProps) {
  return (
    <Section title="Grunddaten">
      <TextField editor={editor} name="titel" required hint="So erscheint das Angebot in Suche und Katalog; höchstens 200 Zeichen." />
      <FormField {...fieldProps(editor, 'format')} required>
        {(control) => (
          <chakra.select
            {...control}
            {...controlStyle}
            maxW="16rem"
            name="format"
            value={editor.values.format}
            onChange={(e) => editor.set('format', e.target.value as OfferFormValues['format'])}
          >
            <option value="">Bitte wählen</option>
            {FORMATE.map((format) => (
              <option key={format} value={format}>
                {FORMAT_LABELS[format]}
              </option>
            ))}
          </chakra.select>
        )}
      </FormField>
      <Flex gap="6" wrap="wrap">
        <TextField editor={editor} name="umfangStunden" required hint="Zum Beispiel 3 oder 1,5." maxW="10rem" inputMode="decimal" />
        <TextField editor={editor} name="gebuehr" required hint="0 für kostenfrei." maxW="10rem" inputMode="decimal" />
      </Flex>
    </Section>
  );
}

/** A self-learning course's place on the learning platform and who finishes it. */
export function CourseSection({ editor }: SectionProps) {
  return (
    <Section title="Kurs auf der Lernplattform">
      <TextField
        editor={editor}
        name="plattformLink"
        required
        hint="Teilnehmende erhalten den Link mit ihrer Anmeldung."
        type="url"
        inputMode="url"
      />
      <CheckOption
        id={fieldId('selbstabschluss')}
        name="selbstabschluss"
        checked={editor.values.selbstabschluss}
        onChange={(checked) => editor.set('selbstabschluss', checked)}
      >
        Teilnehmende schließen den Kurs selbst ab. Ohne diese Wahl meldet die Lernplattform den Abschluss.
      </CheckOption>
    </Section>
  );
}

export function DescriptionSection({ editor }: SectionProps) {
  return (
    <Section title="Beschreibung">
      <TextField
        editor={editor}
        name="beschreibung"
        required
        hint="Worum es geht, wie gearbeitet wird; Absätze bleiben erhalten."
        rows={8}
      />
      <TextField editor={editor} name="ziele" hint="Was die Teilnehmenden danach können." rows={4} />
      <TextField editor={editor} name="hinweise" hint="Zum Beispiel mitzubringen, Vorkenntnisse, Barrierefreiheit des Ortes." rows={3} />
    </Section>
  );
}

export function AudienceSection({ editor }: SectionProps) {
  const { values, errors, set } = editor;
  return (
    <Section title="Zielgruppen und Einordnung">
      <ChoicesField
        name="zielgruppen"
        label={OFFER_FIELD_LABELS.zielgruppen}
        required
        error={errors['zielgruppen']}
        options={BOOKING_ROLES.map((role) => [role, ROLE_LABELS[role]])}
        selected={values.zielgruppen}
        onChange={(selected) => set('zielgruppen', selected)}
      />
      <ChoicesField
        name="schularten"
        label={OFFER_FIELD_LABELS.schularten}
        error={errors['schularten']}
        options={SCHULARTEN.map((schulart) => [schulart, schulart])}
        selected={values.schularten}
        onChange={(selected) => set('schularten', selected)}
      />
      <TextField editor={editor} name="faecher" hint="Durch Kommas getrennt, zum Beispiel: Deutsch, Mathematik." />
      <TextField editor={editor} name="kennzeichen" hint="Durch Kommas getrennt, zum Beispiel: QLA, DAZ." maxW="20rem" />
    </Section>
  );
}

export function ContributorsSection({ editor }: SectionProps) {
  return (
    <Section title="Mitwirkende und Kontakt">
      <SpeakerPicker
        id={fieldId('referenten')}
        name={editor.errors['referentIds'] ? 'referentIds' : 'referenten'}
        label={OFFER_FIELD_LABELS.referenten}
        picks={editor.values.referenten}
        error={editor.errors['referentIds'] ?? editor.errors['referenten']}
        onChange={(picks) => editor.set('referenten', picks)}
      />
      <TextField editor={editor} name="kontakt" hint="An wen sich Teilnehmende mit Fragen wenden, zum Beispiel eine E-Mail-Adresse." />
    </Section>
  );
}

export function AttachmentsSection({ editor }: SectionProps) {
  return (
    <Section title="Anhänge">
      <AttachmentsField
        id={fieldId('anhaenge')}
        attachments={editor.values.anhaenge}
        error={editor.errors['anhaenge']}
        onChange={(anhaenge) => editor.set('anhaenge', anhaenge)}
      />
    </Section>
  );
}
