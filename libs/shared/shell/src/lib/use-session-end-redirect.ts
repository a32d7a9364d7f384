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
    if (state.status === 'anonymous' && wasSignedIn.current) void router.invalidate();
    wasSignedIn.current = state.status === 'signed-in';
  }, [state.status, router]);
}
