import type { Db } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { feedToken, feedTokenHash, isFeedToken, newNonce, type FeedSecret } from './feed-token';

/** A person's feed in one tenant as the table `kalender_abos` keeps it. */
export interface FeedRow extends FeedSecret {
  erzeugt_am: Date;
}

type FeedOwner = Pick<Principal, 'uid' | 'mandant'>;

const FEED_COLUMNS = 'uid, mandant, nonce, erzeugt_am';

/** The person's feed in the tenant they act in, or nothing while they have none. */
export async function ownFeed(db: Db, owner: FeedOwner): Promise<FeedRow | undefined> {
  const [row] = await db.query<FeedRow>(`SELECT ${FEED_COLUMNS} FROM kalender_abos WHERE uid = $1 AND mandant = $2`, [
    owner.uid,
    owner.mandant,
  ]);
  return row;
}

/** Creates the person's feed or gives it a new nonce: the old token's hash is gone in the same statement, so the old address stops at once. */
export async function renewFeed(db: Db, owner: FeedOwner, signingKey: string): Promise<FeedRow> {
  const nonce = newNonce();
  const hash = feedTokenHash(feedToken(signingKey, { uid: owner.uid, mandant: owner.mandant, nonce }));
  const [row] = await db.query<FeedRow>(
    `INSERT INTO kalender_abos (uid, mandant, nonce, token_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (uid, mandant) DO UPDATE SET nonce = excluded.nonce, token_hash = excluded.token_hash, erzeugt_am = clock_timestamp()
     RETURNING ${FEED_COLUMNS}`,
    [owner.uid, owner.mandant, nonce, hash],
  );
  return row;
}

/** Switches the person's feed off. */
export async function endFeed(db: Db, owner: FeedOwner): Promise<void> {
  await db.query('DELETE FROM kalender_abos WHERE uid = $1 AND mandant = $2', [owner.uid, owner.mandant]);
}

/**
 * Whose feed a token opens: found by the token's hash, then checked against the signature (so a
 * row written under another signing key opens nothing), and only while the person still belongs to
 * the tenant. Nothing for an unknown, revoked or void token alike.
 */
export async function feedOwnerOf(db: Db, signingKey: string, token: string): Promise<FeedOwner | undefined> {
  const [row] = await db.query<FeedSecret>(
    `SELECT k.uid, k.mandant, k.nonce FROM kalender_abos k JOIN users u ON u.uid = k.uid
      WHERE k.token_hash = $1 AND k.mandant = ANY(u.mandanten)`,
    [feedTokenHash(token)],
  );
  return row && isFeedToken(signingKey, row, token) ? { uid: row.uid, mandant: row.mandant } : undefined;
}
