import type { ReactNode } from 'react';
import { checkOptionClass } from './check-option.styles';

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
    <label htmlFor={id} className={checkOptionClass} data-disabled={disabled ? '' : undefined}>
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        aria-required={required ? true : undefined}
      />
      <span>{children}</span>
    </label>
  );
}
