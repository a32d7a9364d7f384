import { defined, id } from './search-values';
import { parseEntrySearch, type EntrySearch } from './entry-search';

/** The member dashboard's own view: the person's Fortbildungskonto (docs/proof-of-training.md). */
export const TRAINING_RECORD_VIEW = 'fortbildungskonto';

/**
 * The booking roles' dashboard (dashboard): with `arbeitsgruppe`, one of the member's workgroups
 * (docs/workgroups.md); with `bewertung`, the evaluation form of a date the person attended
 * (docs/proof-of-training.md).
 */
export interface MemberDashboardSearch extends EntrySearch {
  readonly arbeitsgruppe?: number;
  readonly bewertung?: number;
  readonly ansicht?: 'einstellungen' | typeof TRAINING_RECORD_VIEW;
}

/** The entry params as every screen keeps them, the group and the evaluated date: what is not allowed is dropped, never an error. */
export function parseMemberDashboardSearch(search: Record<string, unknown>): Omit<MemberDashboardSearch, 'ansicht'> {
  return { ...parseEntrySearch(search), ...defined({ arbeitsgruppe: id(search['arbeitsgruppe']), bewertung: id(search['bewertung']) }) };
}
