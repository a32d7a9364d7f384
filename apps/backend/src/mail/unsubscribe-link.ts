import { hasValidSignature, sign } from '../auth/signing';

/** An unsubscribe link works this long: long enough for an e-mail read late, short enough that an old one leaks little. */
const VALID_DAYS = 60;

const signedText = (uid: string, expires: number) => `${uid}.${expires}`;

/**
 * The link in every e-mail that ends the person's e-mail subscription without signing in:
 * `{portalUrl}/unsubscribe/{uid}?token={expires}.{signature}`, `expires` in Unix seconds.
 */
export function unsubscribeLink(signingKey: string, portalUrl: string, uid: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + VALID_DAYS * 86_400;
  const token = `${expires}.${sign(signingKey, 'abmeldung', signedText(uid, expires))}`;
  return `${portalUrl}/unsubscribe/${encodeURIComponent(uid)}?token=${token}`;
}

/** Whether `token` of an unsubscribe link was made by this back end for `uid` and has not expired. */
export function isValidUnsubscribeToken(signingKey: string, uid: string, token: string, now = new Date()): boolean {
  const [expiresText, signature, ...rest] = token.split('.');
  const expires = Number(expiresText);
  if (rest.length > 0 || !signature || !/^\d+$/.test(expiresText) || expires * 1000 < now.getTime()) return false;
  return hasValidSignature(signingKey, 'abmeldung', signedText(uid, expires), signature);
}
