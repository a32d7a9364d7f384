import { defined, isoDay, page } from './search-values';
import type { EntrySearch } from './entry-search';

/** The duty post's dashboard (dpdashboard): the period (absent: the current school year) and the page of its date list. */
export interface DutyPostSearch extends EntrySearch {
  readonly von?: string;
  readonly bis?: string;
  readonly seite?: number;
}

/** Validated by hand like the other lists' params: what is not allowed is dropped, never an error. */
export function parseDutyPostSearch(search: Record<string, unknown>): DutyPostSearch {
  return defined({ von: isoDay(search['von']), bis: isoDay(search['bis']), seite: page(search['seite']) });
}
