import type { Tenant } from '@fobu/domain';
import { randomToken, sha256 } from '../../auth/crypto';
import { hasValidSignature, sign } from '../../auth/signing';

/*
 * A calendar feed's secret (docs/people-and-settings.md, „Calendar feed as built“). The address's
 * token is the back end's signature of the owner, the tenant and a random nonce: the owner's
 * settings can show the address again (the back end signs once more), while someone who reads the
 * database has the nonce and the token's SHA-256 but not the key, and so no address that works.
 */

/** What a feed's token is made of; the nonce changes with each renewal. */
export interface FeedSecret {
  uid: string;
  mandant: Tenant;
  nonce: string;
}

const signedText = ({ uid, mandant, nonce }: FeedSecret) => `${uid}\n${mandant}\n${nonce}`;

/** The token of the feed's address. */
export const feedToken = (signingKey: string, secret: FeedSecret): string => sign(signingKey, 'kalender', signedText(secret));

/** Whether `token` is the feed's current one (in constant time); a changed signing key makes every earlier address void. */
export const isFeedToken = (signingKey: string, secret: FeedSecret, token: string): boolean =>
  hasValidSignature(signingKey, 'kalender', signedText(secret), token);

/** A renewal's nonce: new and unguessable each time, so that the new token has nothing in common with the old. */
export const newNonce = (): string => randomToken(16);

/** How the table finds a feed by its token without keeping the token. */
export const feedTokenHash = (token: string): string => sha256(token);
