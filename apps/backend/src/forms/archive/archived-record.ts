import { ARCHIVED_OFFER_READ_ONLY, offerBookingsChangeable } from '@fobu/domain';
import { conflict } from '../../http/errors';

/**
 * Refuses a change to the bookings or attendance of an archived offer's dates (409
 * `angebot_archiviert`): the archive keeps them as they were (@fobu/domain's rule).
 */
export function refuseChangeOfArchived(offerStatus: string): void {
  if (!offerBookingsChangeable(offerStatus)) throw conflict('angebot_archiviert', ARCHIVED_OFFER_READ_ONLY);
}
