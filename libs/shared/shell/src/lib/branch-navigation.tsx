import {
  dashboardOf,
  navigationScreensOf,
  PUBLIC_NAVIGATION,
  PUBLIC_PAGE_TITLES,
  ROLE_LABELS,
  ROLE_SCREEN_TITLES,
  type Role,
  type Tenant,
} from '@fobu/domain';
import { dashboardLocation, Link } from '@fobu/routing';
import { MainNavigation, type NavigationEntry } from '@fobu/ui';

/**
 * The header navigation of the current branch: the public pages, or the role's screens (the
 * role change only for users with several roles).
 */
export function BranchNavigation({ tenant, role, canChangeRole }: { tenant: Tenant; role: Role | undefined; canChangeRole: boolean }) {
  const entries: NavigationEntry[] = role
    ? navigationScreensOf(role)
        .filter((screen) => canChangeRole || screen !== 'rollenwechsel')
        .map((screen) => ({
          key: screen,
          link:
            screen === dashboardOf(role) ? (
              // The settings are a view of the dashboard: while they are open, „Einstellungen“ in the
              // account area is the current page, not the dashboard (its link names no view).
              <Link {...dashboardLocation(tenant, role)} activeOptions={{ explicitUndefined: true }}>
                {ROLE_SCREEN_TITLES[screen]}
              </Link>
            ) : (
              <Link to={`/$mandant/$role/${screen}` as '/$mandant/$role/hilfe'} params={{ mandant: tenant, role }}>
                {ROLE_SCREEN_TITLES[screen]}
              </Link>
            ),
        }))
    : [
        {
          key: 'start',
          link: (
            <Link to="/$mandant" params={{ mandant: tenant }} activeOptions={{ exact: true }}>
              Startseite
            </Link>
          ),
        },
        ...PUBLIC_NAVIGATION.map((page) => ({
          key: page,
          link: (
            <Link to={`/$mandant/${page}`} params={{ mandant: tenant }}>
              {PUBLIC_PAGE_TITLES[page]}
            </Link>
          ),
        })),
      ];
  return <MainNavigation label={role ? `Navigation ${ROLE_LABELS[role]}` : 'Hauptnavigation'} entries={entries} />;
}
