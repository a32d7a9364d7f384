import type { OfferState } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';

/** The offer of a number as far as its visibility needs it, and its type. */
export async function offerTypeOf(db: Db, vnr: string) {
  const [offer] = await db.query<{ vtyp: string; mandant: string; leitung_uid: string; status: OfferState }>(
    'SELECT vtyp, mandant, leitung_uid, status FROM angebote WHERE vnr = $1',
    [vnr],
  );
  return offer;
}
