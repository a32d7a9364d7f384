import type { RoleScreen } from '@fobu/domain';
import { parseDateListSearch, parseOfferListSearch } from './catalogue-search';
import { parseEntrySearch, type EntrySearch } from './entry-search';
import { parseFiguresSearch } from './figures-search';
import { parseStaffOfferSearch } from './staff-search';
import { parseDutyPostSearch } from './duty-post-search';
import { parseMemberDashboardSearch, TRAINING_RECORD_VIEW } from './member-dashboard-search';
import { withDashboardView } from './dashboard-view';

/** The role screens whose search params mean more than the entry params: the catalogue lists, the staff searches, the dashboards (each with its settings view) and the figures. */
const ROLE_SCREEN_SEARCH = {
  veranstaltungstermine: parseDateListSearch,
  abrufveranstaltungen: parseOfferListSearch,
  selbstlernkurse: parseOfferListSearch,
  veranstaltungssuche: parseStaffOfferSearch,
  selbstlernkurssuche: parseStaffOfferSearch,
  veranstaltungsterminsuche: parseStaffOfferSearch,
  archivsuche: parseStaffOfferSearch,
  dashboard: withDashboardView(parseMemberDashboardSearch, [TRAINING_RECORD_VIEW]),
  vldashboard: withDashboardView(parseEntrySearch),
  qkdashboard: withDashboardView(parseEntrySearch),
  vwdashboard: withDashboardView(parseEntrySearch),
  addashboard: withDashboardView(parseEntrySearch),
  dpdashboard: withDashboardView(parseDutyPostSearch),
  ctdashboard: withDashboardView(parseFiguresSearch),
} as const satisfies Partial<Record<RoleScreen, (search: Record<string, unknown>) => EntrySearch>>;

type SearchScreens = typeof ROLE_SCREEN_SEARCH;

/** A role screen's validated search params. */
export type RoleScreenSearch<S extends RoleScreen> = S extends keyof SearchScreens ? ReturnType<SearchScreens[S]> : EntrySearch;

/** Validates a role screen's search params (the entry params for every screen without its own). */
export function roleScreenSearchParser<S extends RoleScreen>(screen: S): (search: Record<string, unknown>) => RoleScreenSearch<S> {
  const parsers: Partial<Record<RoleScreen, (search: Record<string, unknown>) => EntrySearch>> = ROLE_SCREEN_SEARCH;
  return (parsers[screen] ?? parseEntrySearch) as (search: Record<string, unknown>) => RoleScreenSearch<S>;
}
