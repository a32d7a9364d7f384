import type { Tenant } from '@fobu/domain';

/** What is kept in session storage while the browser visits the identity provider. */
export interface LoginIntent {
  readonly state: string;
  readonly codeVerifier: string;
  readonly mandant: Tenant;
  /** Where to go after sign-in: a path of this portal, validated again on return. */
  readonly returnTo?: string;
  readonly vnr?: string;
  readonly kreis?: string;
}

/** The spec's stored "OAuth state value" (section 3), with the PKCE verifier and where to land. */
const LOGIN_INTENT_KEY = 'fobu-oauth-state';

export function saveLoginIntent(intent: LoginIntent, storage: Storage = sessionStorage): void {
  storage.setItem(LOGIN_INTENT_KEY, JSON.stringify(intent));
}

/** Reads and removes the intent: a state is good for one callback only. */
export function takeLoginIntent(storage: Storage = sessionStorage): LoginIntent | undefined {
  const raw = storage.getItem(LOGIN_INTENT_KEY);
  storage.removeItem(LOGIN_INTENT_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as LoginIntent;
  } catch {
    return undefined;
  }
}
