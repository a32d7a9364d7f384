import type { Tenant } from '@fobu/domain';

/** Where to land after sign-in: kept in session storage while the browser visits the identity provider. */
export interface LandingWishes {
  readonly mandant: Tenant;
  /** Where to go after sign-in: a path of this portal, validated again on return. */
  readonly returnTo?: string;
  readonly vnr?: string;
  readonly kreis?: string;
}

/** The spec mode's intent: the wishes with its OAuth state and PKCE verifier (the BFF keeps those itself). */
export interface LoginIntent extends LandingWishes {
  readonly state: string;
  readonly codeVerifier: string;
}

/** The spec's stored "OAuth state value" (section 3), with the PKCE verifier and where to land; in BFF mode, where to land only. */
const LOGIN_INTENT_KEY = 'fobu-oauth-state';

export function saveLoginIntent<Intent extends LandingWishes>(intent: Intent, storage: Storage = sessionStorage): void {
  storage.setItem(LOGIN_INTENT_KEY, JSON.stringify(intent));
}

/** Reads and removes the intent: a state is good for one callback only. */
export function takeLoginIntent<Intent extends LandingWishes = LoginIntent>(storage: Storage = sessionStorage): Intent | undefined {
  const raw = storage.getItem(LOGIN_INTENT_KEY);
  storage.removeItem(LOGIN_INTENT_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Intent;
  } catch {
    return undefined;
  }
}
