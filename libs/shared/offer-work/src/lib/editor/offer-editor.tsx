import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { FORMATE, SCHULARTEN, VTYP_LABELS, type AngebotArbeitsstand } from '@fobu/api-contract';
import { FORMAT_LABELS } from '@fobu/catalogue';
import { controlStyle, ErrorSummary, FormField } from '@fobu/content';
import { BOOKING_ROLES, ROLE_LABELS } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { Note, notify, ScreenPage } from '@fobu/ui';
import { CheckOption } from '@fobu/ui/form';
import { useState, type ReactNode } from 'react';
import { OFFER_FIELD_LABELS, offerFieldText } from '../offer-fields';
import { OfferScreenLink, useOfferScreen } from '../offer-screen';
import { OfferPreview } from '../work/offer-preview';
import { AttachmentsField } from './attachments-field';
import { offerContentOf, type OfferFormValues } from './offer-form-values';
import { useOfferEditor, type EditorTarget } from './use-offer-editor';
import { formatMoment } from '../german-time';

const ID = 'angebot';
const fieldId = (field: keyof OfferFormValues) => `${ID}-${field}`;

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
  const { values, errors, status, set, vtyp } = editor;
  const work = target.kind === 'existing' ? target.work : undefined;
  const maySubmit = !work || work.erlaubteAktionen.includes('einreichen') || work.status === 'veroeffentlicht';
  const field = (name: keyof OfferFormValues) => ({ id: fieldId(name), label: OFFER_FIELD_LABELS[name], error: errors[name] });

  return (
    <ScreenPage
      title={work ? `„${work.titel}“ bearbeiten` : `Neues Angebot: ${VTYP_LABELS[vtyp]}`}
      lead={
        work
          ? `Veranstaltungsnummer ${work.vnr}.${work.status === 'veroeffentlicht' ? ' Ihre Änderungen erscheinen erst nach der Freigabe durch die Qualitätskontrolle; bis dahin sehen Teilnehmende die veröffentlichte Fassung.' : ''}`
          : 'Ihre Eingaben werden in diesem Browser laufend gesichert. Sichtbar für andere wird das Angebot erst nach der Prüfung.'
      }
    >
      <Text mb="4">
        <OfferScreenLink search={work ? { vnr: work.vnr } : {}}>{work ? '← Zurück zum Angebot' : '← Zurück zur Liste'}</OfferScreenLink>
      </Text>
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
      {editor.foreignChange && <ForeignChangeNote change={editor.foreignChange} />}
      <ErrorSummary errors={errors} labels={OFFER_FIELD_LABELS} idPrefix={ID} />
      <chakra.form ref={editor.formRef} onSubmit={editor.onSubmit} noValidate aria-describedby={`${ID}-pflicht`}>
        <Text id={`${ID}-pflicht`} color="fg.muted" mb="6">
          Felder mit * müssen ausgefüllt werden.
        </Text>
        <Section title="Grunddaten">
          <FormField {...field('titel')} required hint="So erscheint das Angebot in Suche und Katalog; höchstens 200 Zeichen.">
            {(control) => (
              <chakra.input
                {...control}
                {...controlStyle}
                name="titel"
                value={values.titel}
                onChange={(e) => set('titel', e.target.value)}
              />
            )}
          </FormField>
          <FormField {...field('format')} required>
            {(control) => (
              <chakra.select
                {...control}
                {...controlStyle}
                maxW="16rem"
                name="format"
                value={values.format}
                onChange={(e) => set('format', e.target.value as OfferFormValues['format'])}
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
            <FormField {...field('umfangStunden')} required hint="Zum Beispiel 3 oder 1,5.">
              {(control) => (
                <chakra.input
                  {...control}
                  {...controlStyle}
                  maxW="10rem"
                  name="umfangStunden"
                  inputMode="decimal"
                  value={values.umfangStunden}
                  onChange={(e) => set('umfangStunden', e.target.value)}
                />
              )}
            </FormField>
            <FormField {...field('gebuehr')} required hint="0 für kostenfrei.">
              {(control) => (
                <chakra.input
                  {...control}
                  {...controlStyle}
                  maxW="10rem"
                  name="gebuehr"
                  inputMode="decimal"
                  value={values.gebuehr}
                  onChange={(e) => set('gebuehr', e.target.value)}
                />
              )}
            </FormField>
          </Flex>
        </Section>
        {vtyp === 'SLK' && (
          <Section title="Kurs auf der Lernplattform">
            <FormField {...field('plattformLink')} required hint="Teilnehmende erhalten den Link mit ihrer Anmeldung.">
              {(control) => (
                <chakra.input
                  {...control}
                  {...controlStyle}
                  type="url"
                  inputMode="url"
                  name="plattformLink"
                  value={values.plattformLink}
                  onChange={(e) => set('plattformLink', e.target.value)}
                />
              )}
            </FormField>
            <CheckOption
              id={fieldId('selbstabschluss')}
              name="selbstabschluss"
              checked={values.selbstabschluss}
              onChange={(checked) => set('selbstabschluss', checked)}
            >
              Teilnehmende schließen den Kurs selbst ab. Ohne diese Wahl meldet die Lernplattform den Abschluss.
            </CheckOption>
          </Section>
        )}
        <Section title="Beschreibung">
          <FormField {...field('beschreibung')} required hint="Worum es geht, wie gearbeitet wird; Absätze bleiben erhalten.">
            {(control) => (
              <chakra.textarea
                {...control}
                {...controlStyle}
                name="beschreibung"
                rows={8}
                value={values.beschreibung}
                onChange={(e) => set('beschreibung', e.target.value)}
              />
            )}
          </FormField>
          <FormField {...field('ziele')} hint="Was die Teilnehmenden danach können.">
            {(control) => (
              <chakra.textarea
                {...control}
                {...controlStyle}
                name="ziele"
                rows={4}
                value={values.ziele}
                onChange={(e) => set('ziele', e.target.value)}
              />
            )}
          </FormField>
          <FormField {...field('hinweise')} hint="Zum Beispiel mitzubringen, Vorkenntnisse, Barrierefreiheit des Ortes.">
            {(control) => (
              <chakra.textarea
                {...control}
                {...controlStyle}
                name="hinweise"
                rows={3}
                value={values.hinweise}
                onChange={(e) => set('hinweise', e.target.value)}
              />
            )}
          </FormField>
        </Section>
        <Section title="Zielgruppen und Einordnung">
          <Choices
            name="zielgruppen"
            label={OFFER_FIELD_LABELS.zielgruppen}
            required
            error={errors['zielgruppen']}
            options={BOOKING_ROLES.map((role) => [role, ROLE_LABELS[role]])}
            selected={values.zielgruppen}
            onChange={(selected) => set('zielgruppen', selected)}
          />
          <Choices
            name="schularten"
            label={OFFER_FIELD_LABELS.schularten}
            error={errors['schularten']}
            options={SCHULARTEN.map((schulart) => [schulart, schulart])}
            selected={values.schularten}
            onChange={(selected) => set('schularten', selected)}
          />
          <FormField {...field('faecher')} hint="Durch Kommas getrennt, zum Beispiel: Deutsch, Mathematik.">
            {(control) => (
              <chakra.input
                {...control}
                {...controlStyle}
                name="faecher"
                value={values.faecher}
                onChange={(e) => set('faecher', e.target.value)}
              />
            )}
          </FormField>
          <FormField {...field('kennzeichen')} hint="Durch Kommas getrennt, zum Beispiel: QLA, DAZ.">
            {(control) => (
              <chakra.input
                {...control}
                {...controlStyle}
                maxW="20rem"
                name="kennzeichen"
                value={values.kennzeichen}
                onChange={(e) => set('kennzeichen', e.target.value)}
              />
            )}
          </FormField>
        </Section>
        <Section title="Mitwirkende und Kontakt">
          <FormField {...field('referenten')} hint="Ein Name je Zeile.">
            {(control) => (
              <chakra.textarea
                {...control}
                {...controlStyle}
                name="referenten"
                rows={3}
                value={values.referenten}
                onChange={(e) => set('referenten', e.target.value)}
              />
            )}
          </FormField>
          <FormField {...field('kontakt')} hint="An wen sich Teilnehmende mit Fragen wenden, zum Beispiel eine E-Mail-Adresse.">
            {(control) => (
              <chakra.input
                {...control}
                {...controlStyle}
                name="kontakt"
                value={values.kontakt}
                onChange={(e) => set('kontakt', e.target.value)}
              />
            )}
          </FormField>
        </Section>
        <Section title="Anhänge">
          <AttachmentsField
            id={fieldId('anhaenge')}
            attachments={values.anhaenge}
            error={errors['anhaenge']}
            onChange={(anhaenge) => set('anhaenge', anhaenge)}
          />
        </Section>
        <Flex gap="3" wrap="wrap" mt="2" mb="8">
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            minH="44px"
            loading={status.kind === 'saving'}
            loadingText="Wird gespeichert …"
          >
            Speichern
          </Button>
          {maySubmit && (
            <Button
              type="button"
              variant="outline"
              size="lg"
              minH="44px"
              disabled={status.kind === 'saving'}
              onClick={editor.saveAndSubmit}
            >
              Speichern und zur Prüfung einreichen
            </Button>
          )}
          <Button type="button" variant="ghost" size="lg" minH="44px" aria-expanded={preview} onClick={() => setPreview((shown) => !shown)}>
            {preview ? 'Vorschau schließen' : 'Vorschau'}
          </Button>
        </Flex>
      </chakra.form>
      {preview && <OfferPreview content={offerContentOf(values, vtyp)} vnr={work?.vnr} vtyp={vtyp} leitung={work ? undefined : user} />}
    </ScreenPage>
  );
}

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

/** A group of checkboxes for a list field; the first box carries the field's name, so the focus finds it. */
function Choices(props: {
  name: keyof OfferFormValues;
  label: string;
  required?: boolean;
  error?: string;
  options: readonly (readonly [string, string])[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const { name, label, required, error, options, selected, onChange } = props;
  const errorId = `${fieldId(name)}-fehler`;
  return (
    <Box as="fieldset" mb="5" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="600" mb="1">
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <chakra.span fontWeight="400" color="fg.muted">
            {' '}
            (freiwillig)
          </chakra.span>
        )}
      </chakra.legend>
      {error && (
        <Text id={errorId} color="fg.error" fontWeight="600" mb="1">
          Fehler: {error}
        </Text>
      )}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} columnGap="6">
        {options.map(([value, text], index) => (
          <CheckOption
            key={value}
            id={index === 0 ? fieldId(name) : `${fieldId(name)}-${index}`}
            name={index === 0 ? name : undefined}
            checked={selected.includes(value)}
            invalid={Boolean(error)}
            onChange={(checked) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value))}
          >
            {text}
          </CheckOption>
        ))}
      </Box>
    </Box>
  );
}

/** After a conflict: what the other person changed, so that the editor can take it over before saving again. */
function ForeignChangeNote({ change }: { change: { fields: readonly (keyof OfferFormValues)[]; current: Record<string, unknown> } }) {
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
