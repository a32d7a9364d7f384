import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from './button.styles';

export type ButtonVariant = 'solid' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The attributes that give an element the portal's button look: for a link that acts as a button. */
export function buttonLook(variant: ButtonVariant = 'solid', size: ButtonSize = 'md') {
  return { className: buttonClass, 'data-variant': variant, 'data-size': size } as const;
}

export interface PortalButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Its action runs: the button is disabled and says `busyText` beside a spinner. */
  readonly busy?: boolean;
  readonly busyText?: string;
}

/**
 * A button drawn as Chakra's, but a plain `<button>` (`buttonClass`): for the
 * parts of the first visit, which load none of Chakra's runtime.
 */
export function PortalButton({ variant, size, busy = false, busyText, type = 'button', disabled, children, ...props }: PortalButtonProps) {
  return (
    <button type={type} {...buttonLook(variant, size)} disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? (
        <>
          <span data-spinner="" aria-hidden="true" />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
