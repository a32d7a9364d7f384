import { chakra } from '@chakra-ui/react';
import { BEGRUENDUNG_FEHLT } from '@fobu/api-contract';
import { controlStyle, FormField } from '@fobu/content';
import { useId, type RefObject } from 'react';

/**
 * The reason of a change, which the person reads in their notification and their booking's history
 * keeps: required for removing, cancelling for the person and moving, optional for admitting.
 */
export function ReasonField({
  value,
  onChange,
  error,
  fieldRef,
  optional = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Set after the dialog was confirmed without a reason. */
  error?: string;
  fieldRef?: RefObject<HTMLTextAreaElement | null>;
  /** Admitting takes a reason but does not need one. */
  optional?: boolean;
}) {
  const id = useId();
  return (
    <FormField
      id={id}
      label="Begründung"
      required={!optional}
      error={error}
      hint="Die Person liest sie in ihrer Benachrichtigung, und der Verlauf der Anmeldung behält sie; höchstens 500 Zeichen."
    >
      {(control) => (
        <chakra.textarea
          {...controlStyle}
          {...control}
          ref={fieldRef}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** An empty reason is left out, not sent as "". */
export const reasonOf = (text: string) => text.trim() || undefined;

/** The field's error when the reason is missing, else undefined. */
export const missingReason = (text: string) => (reasonOf(text) ? undefined : BEGRUENDUNG_FEHLT);
