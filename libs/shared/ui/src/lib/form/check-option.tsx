import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckOptionProps {
  readonly id: string;
  readonly name?: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** The label, beside the box. */
  readonly children: ReactNode;
}

/** A native checkbox of 24 px with its label beside it as one target of at least 44 px (WCAG 2.5.5). */
export function CheckOption({ id, name, checked, onChange, describedBy, invalid, required, disabled, children }: CheckOptionProps) {
  return (
    <chakra.label htmlFor={id} display="flex" gap="3" alignItems="flex-start" minH="44px" cursor={disabled ? 'default' : 'pointer'}>
      <chakra.input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        aria-required={required ? true : undefined}
        width="6"
        height="6"
        flexShrink={0}
        mt="0.5"
        accentColor="brand.solid"
      />
      <span>{children}</span>
    </chakra.label>
  );
}
