import type { Sql } from '@fobu/server-sql';
import { ARCHIVED_SQL } from '../offers/offer-state-sql';

/*
 * The pieces every search statement of the forms service is assembled from (the catalogue's and the
 * staff's offer and date searches, the review queue): numbered conditions, the catalogue's filters,
 * and one page of the matches with their number.
 */

/** The conditions of one statement and their parameters, numbered as they are added. */
export class SearchSql {
  readonly where: string[];
  readonly params: unknown[] = [];

  constructor(...where: string[]) {
    this.where = where;
  }

  /** The placeholder (`$n`) of a new parameter. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A condition whose `?` stands for `value`. */
  add(clause: string, value: unknown): void {
    this.where.push(clause.replace('?', this.param(value)));
  }

  get conditions(): string {
    return this.where.join(' AND ');
  }
}

/**
 * A count kept for the search's conditions so far (`addStaffOfferScope`'s), which holds only while no
 * condition narrows the search after it: the function answers it once the search is built, or
 * nothing where a filter came after (the matches are then counted).
 */
export function keptCountUntilNarrowed(s: SearchSql, count: string | undefined): () => string | undefined {
  const conditions = s.where.length;
  return () => (s.where.length === conditions ? count : undefined);
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The catalogue's filters: every search that offers them reads them so. */
export interface CatalogueFilters {
  vtyp?: string;
  q?: string;
  schulart?: string;
  fach?: string;
  zielgruppe?: string;
  kennzeichen?: string;
  format?: string;
}

/**
 * The text search: the offer's search text holds the text (`?` its `like` pattern). A search of the
 * archive alone, years of offers (18,900 in tools/bench-backend), looks the text's trigrams up in
 * the archived offers' index (`angebote_archiv_suchtext`, migration 040) and matches only the offers
 * holding them, instead of every archived offer's text. Its state is written as a literal, as the
 * partial index's is: PGlite's plans are generic (pglite-engine.ts), made before a parameter is
 * known, and could not use the index by one. A text without three letters or digits in a row has no
 * trigram to look up (the index would read all of itself), and the current offers, a few thousand,
 * are matched faster one by one: both as before. Either way exactly the same offers match.
 */
function textCondition(q: string, archiveOnly: boolean): string {
  const match = `g.suchtext LIKE ? ESCAPE '\\'`;
  return archiveOnly && /[a-z0-9]{3}/i.test(q) ? `g.status = ${ARCHIVED_SQL} AND ${match}` : match;
}

/** Adds the catalogue's filters on the offer `g`; `archiveOnly` where the search is of archived offers alone (see `textCondition`). */
export function addCatalogueFilters(s: SearchSql, query: CatalogueFilters, archiveOnly = false): void {
  if (query.vtyp) s.add('g.vtyp = ?', query.vtyp);
  if (query.q) s.add(textCondition(query.q, archiveOnly), like(query.q));
  if (query.schulart) s.add('? = ANY(g.schularten)', query.schulart);
  if (query.fach) s.add('? = ANY(g.faecher)', query.fach);
  if (query.zielgruppe) s.add('? = ANY(g.zielgruppen)', query.zielgruppe);
  if (query.kennzeichen) s.add('? = ANY(g.kennzeichen)', query.kennzeichen);
  if (query.format) s.add('g.format = ?', query.format);
}

/**
 * The days a search's period names, as conditions on a date's start (`t` a `termine` alias): from
 * the first day's beginning through the last day's end. Returned, not added: a search of offers
 * asks them of one of the offer's dates.
 */
export function periodConditions(s: SearchSql, t: string, period: { von?: string; bis?: string }): string[] {
  return [
    ...(period.von ? [`${t}.beginn >= ${s.param(`${period.von}T00:00:00Z`)}`] : []),
    ...(period.bis ? [`${t}.beginn < (${s.param(period.bis)}::date + 1)`] : []),
  ];
}

export interface Paging {
  page: number;
  pageSize: number;
  /** An export's batch: exactly these matches (still matching), instead of the page's offset (see `matchingKeys`). */
  keys?: readonly (string | number)[];
}

/** What a search reads: its rows' key (`key`), the tables (`from`, `g` the offers) and their order. */
export interface SearchSpec {
  key: string;
  from: string;
  order: string;
  /**
   * Count the matches in the page's own pass (a window over them) instead of a second one. For a
   * costly filter such as a text search, which a second pass would evaluate on every row again;
   * without one, the page is read in an index's order and stops early, and the count reads the index alone.
   */
  countInPass?: boolean;
  /** The number of all matches as a scalar subquery cheaper than counting them (a count kept per state), where the conditions allow one. */
  count?: string;
}

/**
 * A FROM item with the keys of one page of the matches (`p.key`, and `p.total` if counted in the
 * pass). The page is chosen on keys first, so that only its rows are then joined to what they
 * show; its statement sorts the page again by `order` (the same columns of the joined rows). The
 * page size is written as a number, not a parameter: a generic plan (db/pglite-engine.ts) otherwise
 * takes the page for a tenth of the table and joins it to the whole offer table by hashing (340 ms
 * instead of 3 ms over 20,000 offers).
 */
export function pageKeys(s: SearchSql, search: SearchSpec, paging: Paging): string {
  if (!Number.isInteger(paging.pageSize) || paging.pageSize < 1) throw new Error(`page size ${paging.pageSize}`);
  const matches = `SELECT ${search.key} AS key${search.countInPass ? ', count(*) OVER ()::int AS total' : ''} FROM ${search.from}
                    WHERE ${s.conditions}`;
  if (paging.keys) return `(${matches} AND ${search.key} = ANY(${s.param(paging.keys)}))`;
  return `(${matches} ORDER BY ${search.order} LIMIT ${paging.pageSize} OFFSET ${s.param((paging.page - 1) * paging.pageSize)})`;
}

/**
 * Every match's key in the search's order: what an export reads first, then its rows batch by batch
 * by these keys (`Paging.keys`). Offsets would shift under rows changed between two batches, so that
 * a long export missed or repeated a row; the keys fix at the start which rows it holds and in what order.
 */
export async function matchingKeys(db: Sql, s: SearchSql, search: SearchSpec): Promise<(string | number)[]> {
  const rows = await db.query<{ key: string | number }>(
    `SELECT ${search.key} AS key FROM ${search.from} WHERE ${s.conditions} ORDER BY ${search.order}`,
    s.params,
  );
  return rows.map((row) => row.key);
}

/** The number of all matches as a scalar subquery: counted once per statement, from an index where one covers the conditions. */
const countSql = (s: SearchSql, search: SearchSpec) => search.count ?? `(SELECT count(*)::int FROM ${search.from} WHERE ${s.conditions})`;

/** The number of all matches for a statement that reads the page `p` (per row; `inAggregate` where the page's rows are aggregated). */
export const matchCount = (s: SearchSql, search: SearchSpec, inAggregate = false) =>
  !search.countInPass ? countSql(s, search) : inAggregate ? 'coalesce(max(p.total), 0)' : 'p.total';

/**
 * The rows of a statement, each as one JSON text (`to_json`) parsed here: PGlite's decoding of a
 * page's typed columns cost more than parsing their JSON (0.3–0.5 ms of CPU for 20 offers of the
 * staff search). Their timestamps then come as ISO texts, which `iso` reads as it reads a Date. The
 * statement's order is kept: a subquery with ORDER BY is read as it is sorted.
 */
async function rowsAsJson<T>(db: Sql, statement: string, params: unknown[]): Promise<T[]> {
  const rows = await db.query<{ row: string }>(`SELECT to_json(r)::text AS row FROM (${statement}) r`, params);
  return rows.map((row) => JSON.parse(row.row) as T);
}

/**
 * The rows of one page and the number of all matches: `rows` reads the page's keys (`p`, from
 * `pageKeys`) and selects `total` (from `matchCount`); with `asJson` they come as `rowsAsJson` reads
 * them. A page past the last one has no row to carry that number, so it is then counted apart.
 */
export async function pagedRows<T extends { total: number }>(
  db: Sql,
  s: SearchSql,
  search: SearchSpec,
  paging: Paging,
  rows: (page: string, total: string) => string,
  { asJson = false } = {},
): Promise<{ rows: T[]; total: number }> {
  const count = { sql: `SELECT ${countSql(s, search)} AS n`, params: [...s.params] };
  const statement = rows(pageKeys(s, search, paging), matchCount(s, search));
  const found = asJson ? await rowsAsJson<T>(db, statement, s.params) : await db.query<T>(statement, s.params);
  if (found.length > 0 || paging.page === 1) return { rows: found, total: found[0]?.total ?? 0 };
  const [row] = await db.query<{ n: number }>(count.sql, count.params);
  return { rows: found, total: row.n };
}
