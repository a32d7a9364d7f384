import { Box, chakra, Text } from '@chakra-ui/react';
import { CheckOption } from '@fobu/ui/form';
import { fieldId } from './editor-field';
import type { OfferFormValues } from './offer-form-values';

interface ChoicesFieldProps {
  readonly name: keyof OfferFormValues;
  readonly label: string;
  readonly required?: boolean;
  readonly error?: string;
  readonly options: readonly (readonly [string, string])[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
}

/** A group of checkboxes for a list field; the first box carries the field's name, so the focus finds it. */
export function ChoicesField({ name, label, required, error, options, selected, onChange }: ChoicesFieldProps) {
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
