import { formDraftPath, keepInputWhenSessionEnds, restoreFormDraft, type LoggedInUser } from '@fobu/auth';
import { useSessionTimeout } from '@fobu/auth-react';
import { useLocation, usePortalContext } from '@fobu/routing';
import { Suspense, useEffect } from 'react';
import { lazyPart } from '@fobu/pwa';

const SessionTimeoutDialog = lazyPart(() => import('./session-timeout-dialog'));

const RESTORE_ATTEMPTS = 50;
const RESTORE_INTERVAL_MS = 100;

/**
 * What runs while someone is signed in (loaded with the first sign-in, never for visitors): the
 * inactivity time-out of the active role with its warning; the open screen's input saved when the
 * session ends by a time-out here or on the server, and put back into that screen after signing in again.
 */
export default function SignedInSession({ user }: { user: LoggedInUser }) {
  const { auth } = usePortalContext();
  const timeout = useSessionTimeout(auth, user.activeRole);
  const { pathname, searchStr } = useLocation();

  useEffect(
    () =>
      keepInputWhenSessionEnds(auth, {
        root: () => document.querySelector('main') ?? document,
        path: () => `${window.location.pathname}${window.location.search}`,
      }),
    [auth],
  );

  useEffect(() => {
    const path = `${pathname}${searchStr}`;
    if (formDraftPath() !== path) return undefined;
    // The screen's fields appear once its (lazily loaded) component has rendered.
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      if (restoreFormDraft(document.querySelector('main') ?? document, path) || attempts >= RESTORE_ATTEMPTS) clearInterval(timer);
    }, RESTORE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [pathname, searchStr]);

  if (!timeout.warningEndsAt) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog onStay={timeout.stayActive} onSignOut={() => void auth.logout()} />
    </Suspense>
  );
}
