import { createInactivityMonitor, LAST_ACTIVITY_KEY, type AuthSession, type InactivityMonitor } from '@fobu/auth';
import { sessionLengthSeconds, type Role } from '@fobu/domain';
import { useEffect, useRef, useState } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface SessionTimeout {
  /** When the session ends, while the warning shows; undefined otherwise. */
  readonly warningEndsAt: number | undefined;
  /** The user chose to stay signed in. */
  stayActive(): void;
}

/**
 * The inactivity time-out of the signed-in role (spec section 6): watches activity in this tab
 * and, through local storage, in the others, and tells the server of it (which ends a sign-in
 * idle for too long as well); at the end signs out as timed out (the shell keeps the open form's
 * input, `keepInputWhenSessionEnds`).
 */
export function useSessionTimeout(session: AuthSession, role: Role | undefined): SessionTimeout {
  const [warningEndsAt, setWarningEndsAt] = useState<number>();
  const monitor = useRef<InactivityMonitor>(undefined);

  useEffect(() => {
    if (!role) return undefined;
    const instance = createInactivityMonitor({
      lengthMs: sessionLengthSeconds(role) * 1000,
      onWarn: setWarningEndsAt,
      onActive: () => setWarningEndsAt(undefined),
      onExpire: () => {
        setWarningEndsAt(undefined);
        void session.logout('timed-out');
      },
      onReport: () => void session.reportActivity(),
    });
    monitor.current = instance;
    const onActivity = () => instance.activity();
    const onStorage = (event: StorageEvent) => event.key === LAST_ACTIVITY_KEY && instance.recheck();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    window.addEventListener('storage', onStorage);
    instance.start();
    return () => {
      instance.stop();
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
      window.removeEventListener('storage', onStorage);
    };
  }, [session, role]);

  return { warningEndsAt, stayActive: () => monitor.current?.stayActive() };
}
