import type { AuthSession, AuthState } from '@fobu/auth';
import { useSyncExternalStore } from 'react';

/** The session's state, re-rendering on every change (sign-in, role change, sign-out in any tab). */
export function useAuthState(session: AuthSession): AuthState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
