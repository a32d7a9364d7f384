import type { AuthNotice } from '../session/auth-notice-kinds';
import type { AuthState } from '../session/auth-store';
import { saveFormDraft } from './form-draft';

/**
 * Ends of a session the person did not choose: the browser's own time-out, and an end the server
 * reports (the BFF's idle end, a refused refresh). What they typed waits for their next sign-in.
 */
const ENDS_THAT_KEEP_INPUT: readonly AuthNotice[] = ['timed-out', 'session-ended'];

export interface SessionStates {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
}

export interface OpenScreen {
  /** Where its fields are. */
  root(): ParentNode;
  /** Its path and query, where the input is put back. */
  path(): string;
}

/**
 * Saves the open screen's input (`saveFormDraft`) when the signed-in session ends without the
 * person's choice, in either mode. It runs in the session's notification, before the screen
 * renders without the user. Returns the unsubscribe.
 */
export function keepInputWhenSessionEnds(session: SessionStates, screen: OpenScreen, storage?: Storage): () => void {
  let signedIn = session.getState().status === 'signed-in';
  return session.subscribe(() => {
    const state = session.getState();
    if (signedIn && state.status === 'anonymous' && state.notice && ENDS_THAT_KEEP_INPUT.includes(state.notice))
      saveFormDraft(screen.root(), screen.path(), storage);
    signedIn = state.status === 'signed-in';
  });
}
