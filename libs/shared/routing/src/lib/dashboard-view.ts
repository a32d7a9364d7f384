import { defined, oneOf } from './search-values';
import type { EntrySearch } from './entry-search';

/**
 * What a dashboard shows instead of its work: the signed-in person's settings (docs/people-and-settings.md,
 * "Where each view lives"). Every role's dashboard takes it, so that the header's „Einstellungen“
 * opens it inside the branch, on a screen of the route table.
 */
export const SETTINGS_VIEW = 'einstellungen';
const DASHBOARD_VIEWS = [SETTINGS_VIEW] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export interface DashboardViewSearch {
  readonly ansicht?: DashboardView;
}

/** A dashboard's own params, and its view: what is not allowed is dropped, never an error. */
export function withDashboardView<S extends EntrySearch>(
  parse: (search: Record<string, unknown>) => S,
): (search: Record<string, unknown>) => S & DashboardViewSearch {
  return (search) => ({ ...parse(search), ...defined({ ansicht: oneOf(search['ansicht'], DASHBOARD_VIEWS) }) });
}
