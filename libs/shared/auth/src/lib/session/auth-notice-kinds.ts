/** Why the user is not (or no longer) signed in. The texts live in auth-notice.ts, loaded where shown. */
const AUTH_NOTICE_KINDS = [
  'signed-out',
  'signed-out-elsewhere',
  'timed-out',
  'session-ended',
  'state-mismatch',
  'login-cancelled',
  'login-failed',
  'login-expired',
  'no-role',
] as const;

export type AuthNotice = (typeof AUTH_NOTICE_KINDS)[number];

export function isAuthNotice(value: unknown): value is AuthNotice {
  return typeof value === 'string' && (AUTH_NOTICE_KINDS as readonly string[]).includes(value);
}
