import type { LoggedInUser } from '../user/logged-in-user';
import type { AuthNotice } from './auth-notice-kinds';

/** The session as the portal sees it (spec section 4: anonymous → loading → signed in). */
export type AuthState =
  | { readonly status: 'anonymous'; readonly notice?: AuthNotice }
  | { readonly status: 'loading' }
  | { readonly status: 'signed-in'; readonly user: LoggedInUser };

export interface AuthStore {
  get(): AuthState;
  set(state: AuthState): void;
  subscribe(listener: () => void): () => void;
}

/** A minimal observable value: the React bindings subscribe to it, the core sets it. */
export function createAuthStore(initial: AuthState = { status: 'anonymous' }): AuthStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
