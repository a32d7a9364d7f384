import { dashboardOf, SETTINGS_VIEW, type Role, type Tenant } from '@fobu/domain';
import { defined, oneOf } from './search-values';
import type { EntrySearch } from './entry-search';

/**
 * What a dashboard shows instead of its work: the signed-in person's settings (docs/people-and-settings.md,
 * "Where each view lives"). Every role's dashboard takes it, so that the header's „Einstellungen“
 * opens it inside the branch, on a screen of the route table.
 */
const DASHBOARD_VIEWS = [SETTINGS_VIEW] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/**
 * A dashboard's own params, and its view: the settings, or one of the dashboard's `ownViews`
 * (the member dashboard's Fortbildungskonto). What is not allowed is dropped, never an error.
 */
export function withDashboardView<S extends EntrySearch, V extends string = never>(
  parse: (search: Record<string, unknown>) => S,
  ownViews: readonly V[] = [],
): (search: Record<string, unknown>) => S & { readonly ansicht?: DashboardView | V } {
  const views: readonly (DashboardView | V)[] = [...DASHBOARD_VIEWS, ...ownViews];
  return (search) => ({ ...parse(search), ...defined({ ansicht: oneOf(search['ansicht'], views) }) });
}

/** Whether a screen's search opens the settings view (only a dashboard's parser keeps `ansicht=einstellungen`). */
export const isSettingsView = (search: object): boolean => 'ansicht' in search && search.ansicht === SETTINGS_VIEW;

/** The id of the settings' notifications section: the dashboards' link „Benachrichtigungen einstellen“ leads to it. */
export const NOTIFICATION_SETTINGS_ID = 'benachrichtigungen-einstellen';

/**
 * The active role's dashboard, with its work (no view), as link props. The view is named as absent,
 * so that a link with `activeOptions.explicitUndefined` is not current while the settings are open.
 */
export function dashboardLocation(tenant: Tenant, role: Role) {
  return {
    // Every role's dashboard takes the same view param; the literal only gives the link its search's type.
    to: `/$mandant/$role/${dashboardOf(role)}` as '/$mandant/$role/dashboard',
    params: { mandant: tenant, role },
    search: { ansicht: undefined },
  } as const;
}

/** Where the signed-in person's settings open: the active role's dashboard with the settings view, as link props. */
export function settingsLocation(tenant: Tenant, role: Role) {
  return { ...dashboardLocation(tenant, role), search: { ansicht: SETTINGS_VIEW } } as const;
}
