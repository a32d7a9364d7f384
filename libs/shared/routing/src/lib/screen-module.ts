import type { LoadServiceClients } from '@fobu/api-clients';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreen, PublicPage, Role, RoleGroup, RoleScreen, Tenant } from '@fobu/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteComponent } from '@tanstack/react-router';
import type { RoleScreenSearch } from './role-screen-search';

/** What a screen's prefetch gets: the place it is shown in, its validated search, and the cache to fill. */
export interface ScreenDataContext<Search> {
  readonly queryClient: QueryClient;
  readonly loadServiceClients: LoadServiceClients;
  readonly tenant: Tenant;
  readonly role: Role;
  /** The signed-in user: personal data is cached under their id. */
  readonly user: LoggedInUser;
  readonly search: Search;
}

/**
 * A screen as a feature library declares it: the component and what it reads. A screen the branch
 * opens with (its dashboard) is imported with the group's table, into the branch's chunk; the
 * others are loaded lazily, as chunks of their own. The route's loader starts a screen's code and
 * its data side by side, so that the data is on its way before the code has arrived; the component
 * then reads it from the cache.
 */
export interface ScreenModule<Search = unknown> {
  readonly component: RouteComponent;
  /** Fills the query cache (`ensureQueryData`/`prefetchQuery` with the endpoint's query options). */
  readonly prefetch?: (context: ScreenDataContext<Search>) => Promise<unknown>;
  /**
   * Where the screen opens when it is entered without params: the screen's params of the person's
   * choice, or undefined for the screen's own default (docs/people-and-settings.md, "Start view").
   * An object rather than `Search`, so that a module of any screen stays a `ScreenModule<unknown>`.
   */
  readonly startSearch?: (context: ScreenDataContext<Search>) => Promise<object | undefined>;
}

/** What a role group's feature library provides: one screen module for each of its screens. */
export type GroupScreenModules<G extends RoleGroup> = { readonly [S in GroupScreen<G>]: ScreenModule<RoleScreenSearch<S>> };

/** What the public feature provides: one component for each public page. */
export type PublicPageComponents = Readonly<Record<PublicPage, RouteComponent>>;

/** The role screens, loaded by role group: the route loaders wait for them, the routes render them. */
export interface RoleScreens {
  /** Loads the screen's module from its role group's library (one chunk per group, fetched once). */
  load<S extends RoleScreen>(role: Role, screen: S): Promise<ScreenModule<RoleScreenSearch<S>>>;
  /** The module once loaded; undefined before (the route's loader has loaded it before it renders). */
  loaded<S extends RoleScreen>(role: Role, screen: S): ScreenModule<RoleScreenSearch<S>> | undefined;
  /** The settings view, which every dashboard shows instead of its work with `ansicht=einstellungen` (docs/people-and-settings.md). */
  readonly settings: ScreenModule;
}
