import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The back end's own signatures (check-in codes, unsubscribe links, calendar feed addresses,
 * verification codes, evaluation tokens): an HMAC-SHA256 of the text under the configured key,
 * with the purpose mixed in so that a signature made for one purpose is worthless for another.
 * Base64url, so that it fits a URL and a QR code.
 */
export type SignaturePurpose = 'einlass' | 'abmeldung' | 'kalender' | 'nachweis' | 'bewertung';

export function sign(key: string, purpose: SignaturePurpose, text: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${text}`).digest('base64url');
}

/** Compares in constant time: a forged signature learns nothing from the time the answer takes. */
export function hasValidSignature(key: string, purpose: SignaturePurpose, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, purpose, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
