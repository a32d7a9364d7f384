import type { AuthSession, AuthState } from '@fobu/auth';
import { useSyncExternalStore } from 'react';

const ANONYMOUS: AuthState = { status: 'anonymous' };

/**
 * A pre-rendered page was rendered with nobody signed in; hydrating it starts from there too. Where
 * nobody is signed in now either (a first visit), the session's own state stands for that: React
 * compares the snapshot once the hydration is committed, and another object, even an equal one,
 * would make it re-render every reader and all it contains synchronously (the page's layout: one
 * long task on a phone).
 */
function asPrerendered(session: AuthSession): AuthState {
  const state = session.getState();
  return state.status === 'anonymous' && state.notice === undefined ? state : ANONYMOUS;
}

/** The session's state, re-rendering on every change (sign-in, role change, sign-out in any tab). */
export function useAuthState(session: AuthSession): AuthState {
  return useSyncExternalStore(session.subscribe, session.getState, () => asPrerendered(session));
}
