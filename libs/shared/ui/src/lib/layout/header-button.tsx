import type { ButtonHTMLAttributes } from 'react';

export interface HeaderButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** `outline` framed (a command such as signing out), `ghost` without a frame (a switch). */
  readonly variant: 'outline' | 'ghost';
}

/** A button in the site header, which gives it its look (`HEADER_BUTTON_STYLES` in `siteHeaderClass`). */
export function HeaderButton({ variant, ...props }: HeaderButtonProps) {
  return <button type="button" data-header-button={variant} {...props} />;
}
