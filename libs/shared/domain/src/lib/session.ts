import type { Role } from './roles';

/** Inactivity time-outs in seconds (spec section 6; the spec presumes seconds). */
export const SHORT_SESSION_SECONDS = 900;
export const LONG_SESSION_SECONDS = 5400;

const SHORT_SESSION_ROLES: readonly Role[] = [
  'controlling',
  'dienstposten',
  'lehrkraft',
  'mitarbeiter',
  'elternvertreter',
  'sonstige',
  'sozialmitarbeiter',
  'liv',
  'schulbegleiter',
  'schulassistent',
  'schulleitung',
  'schultraeger',
];

/** The inactivity time-out for a signed-in role, or for a visitor when no role is given. */
export function sessionLengthSeconds(role?: Role): number {
  return role && SHORT_SESSION_ROLES.includes(role) ? SHORT_SESSION_SECONDS : LONG_SESSION_SECONDS;
}

/**
 * How often at most the portal tells the server that someone is working without making requests
 * (reading, typing): the server's idea of the last activity lags the browser's by up to this much.
 */
export const ACTIVITY_REPORT_SECONDS = 60;

/**
 * How long the server lets a sign-in in the browser go unused before it ends it: the role's time-out
 * and twice the report interval, so that a report that comes late never ends a session the browser
 * still holds. The browser's own time-out ends it first.
 */
export function serverIdleLimitSeconds(role?: Role): number {
  return sessionLengthSeconds(role) + 2 * ACTIVITY_REPORT_SECONDS;
}
