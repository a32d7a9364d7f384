import { defined, id } from './search-values';
import { parseEntrySearch, type EntrySearch } from './entry-search';

/** The booking roles' dashboard (dashboard): with `arbeitsgruppe`, one of the member's workgroups (docs/workgroups.md). */
export interface MemberDashboardSearch extends EntrySearch {
  readonly arbeitsgruppe?: number;
}

/** The entry params as every screen keeps them, and the group: what is not allowed is dropped, never an error. */
export function parseMemberDashboardSearch(search: Record<string, unknown>): MemberDashboardSearch {
  return { ...parseEntrySearch(search), ...defined({ arbeitsgruppe: id(search['arbeitsgruppe']) }) };
}
