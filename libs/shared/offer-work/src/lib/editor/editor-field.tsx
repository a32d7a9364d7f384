import { chakra } from '@chakra-ui/react';
import { controlStyle, FormField } from '@fobu/content';
import { OFFER_FIELD_LABELS } from '@fobu/api-contract';
import type { OfferFormValues } from './offer-form-values';
import type { OfferEditorState } from './use-offer-editor';

/** The form's id, the prefix of every field's id (the error summary links to them). */
export const EDITOR_ID = 'angebot';
export const fieldId = (field: keyof OfferFormValues) => `${EDITOR_ID}-${field}`;

/** The fields typed as free text (not the format, whose text is one of a fixed list). */
type TextFieldName = {
  [K in keyof OfferFormValues]: OfferFormValues[K] extends string ? (string extends OfferFormValues[K] ? K : never) : never;
}[keyof OfferFormValues];

/** A field's id, label and error for FormField. */
export function fieldProps(editor: OfferEditorState, name: keyof OfferFormValues) {
  return { id: fieldId(name), label: OFFER_FIELD_LABELS[name], error: editor.errors[name] };
}

interface TextFieldProps {
  readonly editor: OfferEditorState;
  readonly name: TextFieldName;
  readonly required?: boolean;
  readonly hint: string;
  /** A text area of this many rows; without it, one line. */
  readonly rows?: number;
  readonly maxW?: string;
  readonly type?: 'url';
  readonly inputMode?: 'decimal' | 'url';
}

/** A free-text field of the editor with its label, hint and error. */
export function TextField({ editor, name, required, hint, rows, maxW, type, inputMode }: TextFieldProps) {
  const value = editor.values[name];
  const onChange = (event: { target: { value: string } }) => editor.set(name, event.target.value);
  return (
    <FormField {...fieldProps(editor, name)} required={required} hint={hint}>
      {(control) =>
        rows ? (
          <chakra.textarea {...control} {...controlStyle} name={name} rows={rows} value={value} onChange={onChange} />
        ) : (
          <chakra.input
            {...control}
            {...controlStyle}
            maxW={maxW}
            type={type}
            inputMode={inputMode}
            name={name}
            value={value}
            onChange={onChange}
          />
        )
      }
    </FormField>
  );
}
