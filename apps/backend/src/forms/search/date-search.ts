import type { TerminSearchQuery } from '@fobu/api-contract';
import { bookingWindowSql } from '../bookings/booking-window-sql';
import { TERMIN_SEARCH_JSON } from '../dates/termin-json';
import { PUBLISHED_SQL } from '../offers/offer-state-sql';
import type { Sql } from '@fobu/server-sql';
import {
  addCatalogueFilters,
  like,
  matchCount,
  pageKeys,
  periodConditions,
  type CatalogueFilters,
  type Paging,
  type SearchSpec,
  SearchSql,
} from './search-sql';

/*
 * The date searches' shared path: the catalogue's (`GET /api/v1/termine`) and the staff's
 * (`GET /api/v1/veranstaltungsterminsuche`) differ only in which dates they may show and in
 * what each item carries.
 */

const TERMIN_ORDER: Record<Exclude<TerminSearchQuery['sort'], 'relevanz'>, string> = {
  beginn: 't.beginn, t.id',
  '-beginn': 't.beginn DESC, t.id',
  titel: 'g.titel, t.beginn, t.id',
  freiePlaetze: '(t.max_plaetze - t.zugelassen) DESC, t.beginn, t.id',
};

/** The filters both date searches offer (`t` is termine, `g` angebote); without a first day, the dates from now on (unless not `upcoming`). */
export function addDateFilters(
  s: SearchSql,
  query: CatalogueFilters & { vnr?: string; kreis?: readonly string[]; von?: string; bis?: string },
  upcoming = true,
): void {
  if (query.vnr) s.add('t.vnr = ?', query.vnr);
  if (query.kreis?.length) s.add('t.kreis = ANY(?)', query.kreis);
  addCatalogueFilters(s, query);
  s.where.push(...periodConditions(s, 't', query));
  if (!query.von && upcoming) s.where.push('t.beginn >= now()');
}

/** The order: by relevance, a match in the title before one only in subject or programme code, then by date. */
export function dateOrder(s: SearchSql, sort: TerminSearchQuery['sort'], q: string | undefined): string {
  if (sort === 'relevanz' && q) return `(lower(g.titel) LIKE ${s.param(like(q))} ESCAPE '\\') DESC, t.beginn, t.id`;
  return TERMIN_ORDER[sort === 'relevanz' ? 'beginn' : sort];
}

/** What a date search reads: dates with their offers, in `order`. */
export const dateSearch = (order: string, textSearch = false): SearchSpec => ({
  key: 't.id',
  from: 'termine t JOIN angebote g ON g.vnr = t.vnr',
  order,
  countInPass: textSearch,
});

/**
 * One page of the matching dates as the answer's JSON text (`item` builds one date from `t` and
 * `g`; `textSearch` where the search has a text, see `SearchSpec`). The database writes the whole answer: no rows to decode and re-encode here; the page is
 * chosen on ids first, so that only its dates are turned into JSON, not every match.
 */
export async function datePage(
  db: Sql,
  s: SearchSql,
  paging: Paging,
  { order, item, textSearch = false }: { order: string; item: string; textSearch?: boolean },
): Promise<string> {
  const search = dateSearch(order, textSearch);
  const [page] = await db.query<{ body: string }>(
    `SELECT json_build_object('items', coalesce(json_agg(${item} ORDER BY ${order}), '[]'), 'total', ${matchCount(s, search, true)},
                              'page', ${s.param(paging.page)}::int, 'pageSize', ${s.param(paging.pageSize)}::int)::text AS body
       FROM ${pageKeys(s, search, paging)} p JOIN termine t ON t.id = p.key JOIN angebote g ON g.vnr = t.vnr`,
    s.params,
  );
  return page.body;
}

/** The catalogue's date search (`GET /api/v1/termine`): the public dates of published offers, as the answer's JSON text. */
export function searchTermine(db: Sql, query: TerminSearchQuery): Promise<string> {
  const s = new SearchSql(`t.schule_dstnr IS NULL`, `g.status = ${PUBLISHED_SQL}`);
  s.add('t.mandant = ?', query.mandant);
  addDateFilters(s, query);
  // "Only with free seats" means bookable now: a seat left, and the booking window open.
  if (query.nurFreie === '1') s.where.push(`t.zugelassen < t.max_plaetze AND t.status = 'buchbar' AND ${bookingWindowSql('t')} = 'open'`);
  const order = dateOrder(s, query.sort, query.q);
  return datePage(db, s, query, { order, item: TERMIN_SEARCH_JSON, textSearch: !!query.q });
}
