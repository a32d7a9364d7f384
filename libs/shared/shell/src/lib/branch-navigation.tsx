import { chakra } from '@chakra-ui/react';
import {
  navigationScreensOf,
  PUBLIC_NAVIGATION,
  PUBLIC_PAGE_TITLES,
  ROLE_LABELS,
  ROLE_SCREEN_TITLES,
  type Role,
  type Tenant,
} from '@fobu/domain';
import { createLink } from '@fobu/routing';
import { MainNavigation, navigationLinkStyle, type NavigationEntry } from '@fobu/ui';

const NavigationLink = createLink(chakra.a);

/** The header navigation of the current branch: the public pages, or the role's screens. */
export function BranchNavigation({ tenant, role }: { tenant: Tenant; role: Role | undefined }) {
  const entries: NavigationEntry[] = role
    ? navigationScreensOf(role).map((screen) => ({
        key: screen,
        link: (
          <NavigationLink to={`/$mandant/$role/${screen}` as '/$mandant/$role/hilfe'} params={{ mandant: tenant, role }} {...navigationLinkStyle}>
            {ROLE_SCREEN_TITLES[screen]}
          </NavigationLink>
        ),
      }))
    : [
        {
          key: 'start',
          link: (
            <NavigationLink to="/$mandant" params={{ mandant: tenant }} activeOptions={{ exact: true }} {...navigationLinkStyle}>
              Startseite
            </NavigationLink>
          ),
        },
        ...PUBLIC_NAVIGATION.map((page) => ({
          key: page,
          link: (
            <NavigationLink to={`/$mandant/${page}`} params={{ mandant: tenant }} {...navigationLinkStyle}>
              {PUBLIC_PAGE_TITLES[page]}
            </NavigationLink>
          ),
        })),
      ];
  return <MainNavigation label={role ? `Navigation ${ROLE_LABELS[role]}` : 'Hauptnavigation'} entries={entries} />;
}
