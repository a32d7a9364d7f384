import { FORMATE, SCHULARTEN, type Format, type Schulart } from '@fobu/api-contract';
import { BOOKING_ROLES, type BookingRole } from '@fobu/domain';
import type { EntrySearch } from './entry-search';
import { defined, districts, isoDay, oneOf, page, text } from './search-values';

/**
 * The search params of the offer lists (abrufveranstaltungen, selbstlernkurse): every filter, and
 * the page, so that a result list is a link. `vnr` (from the entry params) opens an offer.
 */
export interface OfferListSearch extends EntrySearch {
  readonly q?: string;
  readonly schulart?: Schulart;
  readonly fach?: string;
  readonly kennzeichen?: string;
  readonly format?: Format;
  /** 1-based; absent on the first page. */
  readonly seite?: number;
}

/**
 * The event dates' search params: those of the offer lists, plus districts (`kreis`, comma-separated
 * keys; with `vnr` it puts that district's dates first, as in a deep link), period, target group,
 * only bookable dates, and the sort (by date unless `relevanz`).
 */
export interface DateListSearch extends OfferListSearch {
  readonly von?: string;
  readonly bis?: string;
  readonly zielgruppe?: BookingRole;
  readonly frei?: true;
  readonly sort?: 'relevanz';
}

/**
 * Validates the offer lists' params by hand, not with zod (see libs/shared/config for why): a
 * value that is not allowed is dropped, never an error, since people edit and share these URLs.
 */
export function parseOfferListSearch(search: Record<string, unknown>): OfferListSearch {
  return defined({
    q: text(search['q'], 200),
    schulart: oneOf(search['schulart'], SCHULARTEN),
    fach: text(search['fach'], 80),
    kennzeichen: text(search['kennzeichen'], 20),
    format: oneOf(search['format'], FORMATE),
    seite: page(search['seite']),
  });
}

export function parseDateListSearch(search: Record<string, unknown>): DateListSearch {
  const frei = search['frei'];
  return defined({
    ...parseOfferListSearch(search),
    kreis: districts(search['kreis']),
    von: isoDay(search['von']),
    bis: isoDay(search['bis']),
    zielgruppe: oneOf(search['zielgruppe'], BOOKING_ROLES),
    frei: frei === true || frei === 'true' || frei === '1' || frei === 1 ? (true as const) : undefined,
    sort: oneOf(search['sort'], ['relevanz'] as const),
  });
}
