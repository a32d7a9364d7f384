import { UNSUBSCRIBE_LINK_VALID_DAYS, unsubscribeTokenExpiry } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import { hasValidSignature, sign } from '../auth/signing';

const signedText = (uid: string, expires: number) => `${uid}.${expires}`;

/** A token made by this back end for `uid`, valid until `expires` (Unix seconds): the link's `token`. */
export const unsubscribeToken = (signingKey: string, uid: string, expires: number) =>
  `${expires}.${sign(signingKey, 'abmeldung', signedText(uid, expires))}`;

/**
 * The link in every e-mail that ends the person's e-mail subscription without signing in:
 * `{portalUrl}/unsubscribe/{uid}?token={expires}.{signature}&mandant={tenant}`. The tenant is not
 * signed: it only tells the page whose portal the e-mail came from.
 */
export function unsubscribeLink(signingKey: string, portalUrl: string, uid: string, mandant: Tenant, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_VALID_DAYS * 86_400;
  return `${portalUrl}/unsubscribe/${encodeURIComponent(uid)}?token=${unsubscribeToken(signingKey, uid, expires)}&mandant=${mandant}`;
}

/**
 * What an unsubscribe token is worth for `uid`: `gueltig`; `abgelaufen` when this back end made it
 * but its time is over; `ungueltig` otherwise. The answer depends on the token alone, never on
 * whether `uid` exists.
 */
export function unsubscribeTokenState(
  signingKey: string,
  uid: string,
  token: string,
  now = new Date(),
): 'gueltig' | 'abgelaufen' | 'ungueltig' {
  const expiry = unsubscribeTokenExpiry(token);
  if (!expiry) return 'ungueltig';
  const [expires, signature] = token.split('.');
  if (!hasValidSignature(signingKey, 'abmeldung', signedText(uid, Number(expires)), signature)) return 'ungueltig';
  return expiry.getTime() < now.getTime() ? 'abgelaufen' : 'gueltig';
}

/** Whether `token` of an unsubscribe link was made by this back end for `uid` and has not expired. */
export const isValidUnsubscribeToken = (signingKey: string, uid: string, token: string, now = new Date()): boolean =>
  unsubscribeTokenState(signingKey, uid, token, now) === 'gueltig';
