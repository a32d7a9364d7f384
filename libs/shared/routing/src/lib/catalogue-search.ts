import { FORMATE, KREIS_KEYS, SCHULARTEN, type Format, type Schulart } from '@fobu/api-contract';
import { BOOKING_ROLES, type BookingRole } from '@fobu/domain';
import type { EntrySearch } from './entry-search';

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

const MAX_PAGE = 500;
const text = (value: unknown, max: number) => {
  const candidate = typeof value === 'number' ? String(value) : value;
  return typeof candidate === 'string' && candidate.trim().length > 0 && candidate.length <= max ? candidate.trim() : undefined;
};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
const isoDay = (value: unknown) => {
  const day = text(value, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : undefined;
};
const page = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number <= MAX_PAGE ? number : undefined;
};
/** Known district keys only, in a fixed order, so that one selection is one URL. */
const districts = (value: unknown) => {
  const keys = text(value, 500)?.split(',') ?? [];
  const known = KREIS_KEYS.filter((key) => keys.includes(key));
  return known.length > 0 ? known.join(',') : undefined;
};

/** Drops undefined keys: the URL then shows only what is set. */
function defined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
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
