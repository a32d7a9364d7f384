import type { GroupScreen, PublicPage, RoleGroup } from '@fobu/domain';
import type { RouteComponent } from '@tanstack/react-router';

/** What a role group's feature library provides: one component for each of its screens. */
export type GroupScreenComponents<G extends RoleGroup> = Readonly<Record<GroupScreen<G>, RouteComponent>>;

/** What the public feature provides: one component for each public page. */
export type PublicPageComponents = Readonly<Record<PublicPage, RouteComponent>>;
