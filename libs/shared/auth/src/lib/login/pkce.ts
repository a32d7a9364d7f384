import { toBase64Url } from '../crypto/token-cipher';

export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

/** A PKCE verifier (43 characters) and its S256 challenge (RFC 7636). */
export async function createPkcePair(): Promise<PkcePair> {
  const verifier = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await pkceChallenge(verifier) };
}

export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}
