import { KREIS_KEYS, VTYPEN, type KreisKey, type Vtyp } from '@fobu/api-contract';
import type { EntrySearch } from './entry-search';
import { defined, isoDay, oneOf } from './search-values';

/**
 * Controlling's figures (ctdashboard): the period (`von`, `bis`, days), one district (`kreis`,
 * absent: the whole tenant) and an offer type (`vtyp`), all in the URL, so that a view of the
 * figures is a link. Without a period the screen shows its default (the current school year).
 */
export interface FiguresSearch extends EntrySearch {
  readonly von?: string;
  readonly bis?: string;
  readonly kreis?: KreisKey;
  readonly vtyp?: Vtyp;
}

/** Validated by hand like the lists' params: what is not allowed is dropped, never an error. */
export function parseFiguresSearch(search: Record<string, unknown>): FiguresSearch {
  return defined({
    von: isoDay(search['von']),
    bis: isoDay(search['bis']),
    kreis: oneOf(search['kreis'], KREIS_KEYS),
    vtyp: oneOf(search['vtyp'], VTYPEN),
  });
}
