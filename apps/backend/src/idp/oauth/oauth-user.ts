/**
 * The person (or, for client credentials, nobody) a code or token belongs to, with the sign-in it
 * comes from: its token family and when that ends at the latest.
 */
export interface OAuthUser {
  uid: string | null;
  mandant: string | null;
  family?: string;
  sessionExpiresAt?: Date;
  /** On rotation, the last use of the old token: a refresh is no activity of the person. */
  lastActiveAt?: Date;
}

/** Scopes as the library passes them (a list), stored as one space-separated string (RFC 6749 §3.3). */
export const joinScope = (scope: unknown) => (Array.isArray(scope) ? scope.join(' ') : typeof scope === 'string' ? scope : null);
export const splitScope = (scope: string | null) => (scope ? scope.split(' ') : undefined);
