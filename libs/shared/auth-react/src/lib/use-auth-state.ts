import type { AuthSession, AuthState } from '@fobu/auth';
import { useSyncExternalStore } from 'react';

/** A pre-rendered page was rendered with nobody signed in; hydrating it starts from there too. */
const ANONYMOUS: AuthState = { status: 'anonymous' };
const anonymous = () => ANONYMOUS;

/** The session's state, re-rendering on every change (sign-in, role change, sign-out in any tab). */
export function useAuthState(session: AuthSession): AuthState {
  return useSyncExternalStore(session.subscribe, session.getState, anonymous);
}
