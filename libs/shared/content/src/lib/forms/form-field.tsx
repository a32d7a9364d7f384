import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
  readonly 'aria-required'?: true;
}

export interface FormFieldProps {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly error?: string;
  /** Draws the control with the ids it must carry. */
  readonly children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with an optional hint and error. The error is tied to the control with
 * `aria-describedby`, so a screen reader reads it when the control gets focus; it is also marked
 * with an icon-free prefix, so that it is not told by colour alone (WCAG 1.4.1).
 */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hinweis` : undefined;
  const errorId = error ? `${id}-fehler` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Box mb="5">
      <chakra.label htmlFor={id} display="block" fontWeight="600" mb="1">
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <chakra.span fontWeight="400" color="fg.muted">
            {' '}
            (freiwillig)
          </chakra.span>
        )}
      </chakra.label>
      {hint && (
        <Text id={hintId} fontSize="sm" color="fg.muted" mb="1">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} color="fg.error" fontWeight="600" mb="1">
          Fehler: {error}
        </Text>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
    </Box>
  );
}

/** The look every text control shares: a clear border, 44 px high, red and thicker when wrong. */
export const controlStyle = {
  display: 'block',
  width: '100%',
  maxW: '40rem',
  minH: '44px',
  px: '3',
  py: '2',
  bg: 'bg',
  color: 'fg',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'border.emphasized',
  borderRadius: 'sm',
  fontSize: 'md',
  _invalid: { borderColor: 'border.error', borderWidth: '3px' },
} as const;

/** The id, label and error of each field of a form, from its id prefix, labels and errors. */
export function fieldsOf<N extends string>(prefix: string, labels: Readonly<Record<N, string>>, errors: Readonly<Record<string, string>>) {
  return (name: N) => ({ id: `${prefix}-${name}`, label: labels[name], error: errors[name] });
}
