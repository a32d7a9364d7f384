import { ACTIVITY_REPORT_SECONDS } from '@fobu/domain';

/** The warning comes this long before the time-out (issue 4: one minute). */
export const TIMEOUT_WARNING_MS = 60_000;

/** Key of the last activity in local storage: shared by every open tab. */
export const LAST_ACTIVITY_KEY = 'fobu-last-activity';

export interface InactivityMonitorOptions {
  readonly lengthMs: number;
  readonly warningMs?: number;
  readonly storage?: Storage;
  readonly now?: () => number;
  /** The time-out is near: `endsAt` is when it falls. */
  onWarn(endsAt: number): void;
  /** Someone (in this tab or another) was active again after a warning. */
  onActive(): void;
  onExpire(): void;
  /**
   * Tells the server that someone works (so that it does not end the sign-in as idle): at most once
   * per `reportEveryMs` while they are active, and at once when they choose to stay signed in.
   */
  onReport?(): void;
  readonly reportEveryMs?: number;
}

/**
 * Tracks inactivity across tabs: each tab writes its last activity to local storage and times
 * its warning and its end from the latest activity of any tab, so that working in one tab keeps
 * the others signed in too.
 */
export function createInactivityMonitor(options: InactivityMonitorOptions) {
  const {
    lengthMs,
    warningMs = TIMEOUT_WARNING_MS,
    storage = localStorage,
    now = Date.now,
    reportEveryMs = ACTIVITY_REPORT_SECONDS * 1000,
  } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  let stopped = false;
  let lastReport = 0;

  const lastActivity = () => Number(storage.getItem(LAST_ACTIVITY_KEY)) || now();

  function check(): void {
    clearTimeout(timer);
    if (stopped) return;
    const last = lastActivity();
    const endsAt = last + lengthMs;
    const remaining = endsAt - now();
    if (remaining <= 0) {
      stopped = true;
      options.onExpire();
      return;
    }
    if (remaining <= warningMs) {
      if (!warned) options.onWarn(endsAt);
      warned = true;
      timer = setTimeout(check, remaining);
      return;
    }
    if (warned) options.onActive();
    warned = false;
    timer = setTimeout(check, remaining - warningMs);
  }

  /** The countdown starts again in every tab. */
  function record(): void {
    storage.setItem(LAST_ACTIVITY_KEY, String(now()));
    check();
  }

  function report(evenIfRecent: boolean): void {
    if (!options.onReport || (!evenIfRecent && now() - lastReport < reportEveryMs)) return;
    lastReport = now();
    options.onReport();
  }

  return {
    /** Records activity; ignored while the warning shows, where only an explicit choice counts. */
    activity(): void {
      if (warned) return;
      record();
      report(false);
    },
    /** The user chose to stay signed in. */
    stayActive(): void {
      record();
      report(true);
    },
    /** Another tab recorded activity (storage event): re-time from the shared value. */
    recheck: check,
    /** At sign-in or page load, when the server has just seen the sign-in in use. */
    start(): void {
      stopped = false;
      lastReport = now();
      record();
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export type InactivityMonitor = ReturnType<typeof createInactivityMonitor>;
