import type { Tenant } from '@fobu/domain';
import type { AuthNotice } from './auth-notice-kinds';

/** Where a sign-in starts from, and the entry parameters to carry through it. */
export interface LoginOptions {
  readonly mandant: Tenant;
  /** A path of this portal to return to; checked again on the way back. */
  readonly returnTo?: string;
  readonly vnr?: string;
  readonly kreis?: string;
}

/** What the callback leads to: a path of the portal, a German notice, or (in the popup) nothing. */
export type CallbackOutcome =
  | { readonly kind: 'redirect'; readonly href: string }
  | { readonly kind: 'error'; readonly notice: AuthNotice }
  | { readonly kind: 'popup' };
