import { chakra } from '@chakra-ui/react';
import { controlStyle, FormField } from '@fobu/content';
import { useId } from 'react';

/** The optional reason of a change, which the person reads in their notification. */
export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormField id={id} label="Begründung" hint="Die Person liest sie in ihrer Benachrichtigung; höchstens 500 Zeichen.">
      {(control) => (
        <chakra.textarea
          {...controlStyle}
          {...control}
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
