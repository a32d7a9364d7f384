import type { KennzahlenQuery } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import { SearchSql } from '../search/search-sql';

/*
 * The filters every figure shares, as SQL: the asker's tenant, the period in German days, a
 * district and an offer type. Each figure asks them of its own moment: a date's start, a booking's
 * or a request's making (docs/controlling.md).
 */

/** The beginning of a day in Schleswig-Holstein, for a `date` expression. */
const germanMidnight = (day: string) => `(${day}::timestamp AT TIME ZONE 'Europe/Berlin')`;

/** A moment's month in German time, `YYYY-MM`. */
export const germanMonth = (moment: string) => `to_char(${moment} AT TIME ZONE 'Europe/Berlin', 'YYYY-MM')`;

/** One row per element of the list `list` (an array column), one row of null for an empty list; the element is `e.{name}`. */
export const eachOf = (list: string, name: string) =>
  `CROSS JOIN LATERAL unnest(CASE WHEN cardinality(${list}) = 0 THEN ARRAY[NULL::text] ELSE ${list} END) AS e(${name})`;

export interface FigureScope {
  /** The parameters, numbered as the conditions below use them; a figure adds its own as it uses them (every one must be used). */
  readonly s: SearchSql;
  readonly tenant: string;
  /** The first and the last day, as `date` expressions. */
  readonly von: string;
  readonly bis: string;
  readonly kreis?: string;
  readonly vtyp?: string;
  /** The beginning of the first day and of the day after the last, as `timestamptz` expressions. */
  readonly start: string;
  readonly end: string;
  /** `moment` lies in the period (from the first day's beginning to the last day's end). */
  inPeriod(moment: string): string;
}

/** The parameters of a figure statement for the tenant `mandant` and the filters of `query`. */
export function figureScope(mandant: Tenant, query: KennzahlenQuery): FigureScope {
  const s = new SearchSql();
  const von = `${s.param(query.von)}::date`;
  const bis = `${s.param(query.bis)}::date`;
  const end = germanMidnight(`(${bis} + 1)`);
  const start = germanMidnight(von);
  return {
    s,
    tenant: s.param(mandant),
    von,
    bis,
    kreis: query.kreis && s.param(query.kreis),
    vtyp: query.vtyp && s.param(query.vtyp),
    start,
    end,
    inPeriod: (moment) => `${moment} >= ${start} AND ${moment} < ${end}`,
  };
}
