import type { ReactNode } from 'react';
import { formFieldClass } from './form.styles';

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
    <div className={formFieldClass}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span data-optional=""> (freiwillig)</span>}
      </label>
      {hint && (
        <p id={hintId} data-hint="">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-error="">
          Fehler: {error}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
    </div>
  );
}

/** The id, label and error of each field of a form, from its id prefix, labels and errors. */
export function fieldsOf<N extends string>(prefix: string, labels: Readonly<Record<N, string>>, errors: Readonly<Record<string, string>>) {
  return (name: N) => ({ id: `${prefix}-${name}`, label: labels[name], error: errors[name] });
}
