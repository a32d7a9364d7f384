import type { VeranstaltungssucheSearch } from '@fobu/api-clients';
import type { Role } from '@fobu/domain';
import { staffQueryOf } from '@fobu/offer-work/prefetch';
import type { StaffOfferSearch } from '@fobu/routing';

/** A page of the archive search holds this many offers. */
const PAGE_SIZE = 20;

/**
 * The archive search's query from its URL: the staff searches' filters over the archive
 * (`status=archiviert`, every offer of the tenant), the latest archived first unless the reader
 * chose another order. The screen and its prefetch ask the same, so the cache serves both.
 */
export function archiveQueryOf(search: StaffOfferSearch, role: Role): VeranstaltungssucheSearch {
  return {
    ...staffQueryOf(search, role),
    status: 'archiviert',
    meine: undefined,
    sort: search.sortierung ?? '-archiviert',
    pageSize: PAGE_SIZE,
  };
}
