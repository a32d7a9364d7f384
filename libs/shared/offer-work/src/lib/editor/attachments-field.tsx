import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { AnhangSchema, MAX_ANHAENGE } from '@fobu/api-contract';
import { controlStyle, FormField } from '@fobu/content';
import type { AttachmentValues } from './offer-form-values';

export interface AttachmentsFieldProps {
  /** The id and `name` the error summary and the focus on the first error find the field by. */
  readonly id: string;
  readonly attachments: readonly AttachmentValues[];
  /** The contract's message for the list, if it has a problem. */
  readonly error?: string;
  readonly onChange: (attachments: AttachmentValues[]) => void;
}

type Part = keyof AttachmentValues;

const filled = (attachment: AttachmentValues) => attachment.name.trim() !== '' || attachment.url.trim() !== '';
/** The first of an attachment's fields the contract refuses, if any. */
const wrongPart = (attachment: AttachmentValues) =>
  AnhangSchema.safeParse({ name: attachment.name.trim(), url: attachment.url.trim() }).error?.issues[0]?.path[0] as Part | undefined;

/**
 * An offer's attachments (programme, material) as links, one group per attachment with its name
 * and address. A problem the contract finds is shown at the field it concerns, which takes the
 * list's id and name, so that the summary's link and the focus on the first error land there.
 */
export function AttachmentsField({ id, attachments, error, onChange }: AttachmentsFieldProps) {
  const found = attachments.findIndex((attachment) => filled(attachment) && wrongPart(attachment) !== undefined);
  // The list's own problem (none of its entries wrong) is shown at the first entry.
  const wrong = !error ? -1 : found >= 0 ? found : attachments.length > 0 ? 0 : -1;
  const part: Part = (wrong >= 0 && wrongPart(attachments[wrong])) || 'name';
  const focus = (index: number) => requestAnimationFrame(() => document.getElementById(`${id}-${index}-name`)?.focus());
  const change = (index: number, patch: Partial<AttachmentValues>) =>
    onChange(attachments.map((attachment, i) => (i === index ? { ...attachment, ...patch } : attachment)));
  return (
    <Box>
      <Text mb="4" color="fg.muted">
        Dokumente, die Teilnehmende vorab lesen sollen – etwa die Ausschreibung oder Material –, als Link zu ihrer Ablage (https://…).
        Höchstens {MAX_ANHAENGE}.
      </Text>
      {attachments.map((attachment, index) => {
        const isWrong = (which: Part) => index === wrong && which === part;
        const fieldId = (which: Part) => (isWrong(which) ? id : `${id}-${index}-${which}`);
        const rowError = index === wrong ? error : undefined;
        return (
          <Box key={index} as="fieldset" mb="4" ps="4" borderStartWidth="3px" borderColor={rowError ? 'border.error' : 'border.emphasized'}>
            <chakra.legend fontWeight="600" mb="2">
              Anhang {index + 1}
            </chakra.legend>
            <Flex gap="4" wrap="wrap" align="flex-end">
              <Box flex="1 1 14rem">
                <FormField id={fieldId('name')} label="Bezeichnung" required error={isWrong('name') ? error : undefined}>
                  {(control) => (
                    <chakra.input
                      {...control}
                      {...controlStyle}
                      name={isWrong('name') ? 'anhaenge' : undefined}
                      value={attachment.name}
                      onChange={(e) => change(index, { name: e.target.value })}
                    />
                  )}
                </FormField>
              </Box>
              <Box flex="2 1 20rem">
                <FormField id={fieldId('url')} label="Link" required error={isWrong('url') ? error : undefined}>
                  {(control) => (
                    <chakra.input
                      {...control}
                      {...controlStyle}
                      type="url"
                      inputMode="url"
                      name={isWrong('url') ? 'anhaenge' : undefined}
                      value={attachment.url}
                      onChange={(e) => change(index, { url: e.target.value })}
                    />
                  )}
                </FormField>
              </Box>
              <Button
                type="button"
                variant="outline"
                minH="44px"
                mb="5"
                aria-label={`Anhang ${index + 1} entfernen`}
                onClick={() => {
                  onChange(attachments.filter((_, i) => i !== index));
                  if (index > 0) focus(index - 1);
                }}
              >
                Entfernen
              </Button>
            </Flex>
          </Box>
        );
      })}
      {error && wrong === -1 && (
        <Text color="fg.error" fontWeight="600" mb="3">
          Fehler: {error}
        </Text>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        minH="44px"
        disabled={attachments.length >= MAX_ANHAENGE}
        onClick={() => {
          onChange([...attachments, { name: '', url: '' }]);
          focus(attachments.length);
        }}
      >
        Anhang hinzufügen
      </Button>
    </Box>
  );
}
