import {
  navigationScreensOf,
  PUBLIC_NAVIGATION,
  PUBLIC_PAGE_TITLES,
  ROLE_LABELS,
  ROLE_SCREEN_TITLES,
  type Role,
  type Tenant,
} from '@fobu/domain';
import { MainNavigation, navigationLinkStyle, type NavigationEntry } from '@fobu/ui';
import { ChakraRouterLink } from './chakra-router-link';

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
          link: (
            <ChakraRouterLink
              to={`/$mandant/$role/${screen}` as '/$mandant/$role/hilfe'}
              params={{ mandant: tenant, role }}
              {...navigationLinkStyle}
            >
              {ROLE_SCREEN_TITLES[screen]}
            </ChakraRouterLink>
          ),
        }))
    : [
        {
          key: 'start',
          link: (
            <ChakraRouterLink to="/$mandant" params={{ mandant: tenant }} activeOptions={{ exact: true }} {...navigationLinkStyle}>
              Startseite
            </ChakraRouterLink>
          ),
        },
        ...PUBLIC_NAVIGATION.map((page) => ({
          key: page,
          link: (
            <ChakraRouterLink to={`/$mandant/${page}`} params={{ mandant: tenant }} {...navigationLinkStyle}>
              {PUBLIC_PAGE_TITLES[page]}
            </ChakraRouterLink>
          ),
        })),
      ];
  return <MainNavigation label={role ? `Navigation ${ROLE_LABELS[role]}` : 'Hauptnavigation'} entries={entries} />;
}
