import { useAuthState } from '@fobu/auth-react';
import { usePortalContext, useRouter } from '@fobu/routing';
import { useEffect, useRef } from 'react';

/**
 * When a session ends (sign-out here or in another tab, time-out, failed refresh) the guards run
 * again, so that nobody stays on a protected screen.
 */
export function useSessionEndRedirect(): void {
  const { auth } = usePortalContext();
  const router = useRouter();
  const state = useAuthState(auth);
  const wasSignedIn = useRef(false);
  useEffect(() => {
    // Only the end of a session re-runs the guards; a visitor's page (or the callback) is left alone.
    // A time-out may come before this effect saw the sign-in: in BFF mode the user is loaded from
    // the BFF's session, and the identity provider's idle end shows only in the screen's first calls.
    if (state.status === 'anonymous' && (wasSignedIn.current || state.notice === 'session-ended')) void router.invalidate();
    wasSignedIn.current = state.status === 'signed-in';
  }, [state, router]);
}
