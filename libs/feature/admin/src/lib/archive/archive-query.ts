import type { VeranstaltungssucheSearch } from '@fobu/api-clients';
import type { StaffOfferSearch } from '@fobu/routing';

/** A page of the archive search holds this many offers. */
const PAGE_SIZE = 20;

/**
 * The archive search's query from its URL: the staff offer search over the archive
 * (`status=archiviert`), with the staff searches' filters, the latest archived first unless the
 * reader chose another order. The screen and its prefetch ask the same, so the cache serves both.
 */
export function archiveQueryOf(search: StaffOfferSearch): VeranstaltungssucheSearch {
  return {
    status: 'archiviert',
    q: search.q,
    vtyp: search.vtyp,
    schulart: search.schulart,
    fach: search.fach,
    kennzeichen: search.kennzeichen,
    zielgruppe: search.zielgruppe,
    format: search.format,
    kreis: search.kreis,
    von: search.von,
    bis: search.bis,
    sort: search.sortierung ?? '-archiviert',
    page: search.seite ?? 1,
    pageSize: PAGE_SIZE,
  };
}
