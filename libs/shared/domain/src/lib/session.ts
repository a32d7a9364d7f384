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
