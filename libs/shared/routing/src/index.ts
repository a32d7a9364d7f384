export type { RouterContext } from './lib/router-context';
export { createPortalRouter, type PortalRouter, type PortalRouterOptions } from './lib/router';
export { hasDehydratedRouter, hydrateRouter } from './lib/ssr/hydrate-router';
export {
  rootRoute,
  unsubscribeRoute,
  tenantRoute,
  startRoute,
  callbackRoute,
  publicPageRoutes,
  roleRoute,
  roleScreenRoutes,
  roleUnsubscribeRoute,
} from './lib/route-tree';
export { lazyRouteComponent } from './lib/lazy-route-component';
export { useBranch, type Branch } from './lib/use-branch';
export { useRoleBranch, type RoleBranch } from './lib/use-role-branch';
export { useCatalogueSearch } from './lib/use-catalogue-search';
export { useStaffOfferSearch } from './lib/use-staff-search';
export { useFiguresSearch } from './lib/use-figures-search';
export type { FiguresSearch } from './lib/figures-search';
export { useDutyPostSearch } from './lib/use-duty-post-search';
export { useMemberDashboardSearch } from './lib/use-member-dashboard-search';
export { dashboardLocation, isSettingsView, NOTIFICATION_SETTINGS_ID, settingsLocation } from './lib/dashboard-view';
export { useSettingsView } from './lib/use-settings-view';
export type { MemberDashboardSearch } from './lib/member-dashboard-search';
export { TRAINING_RECORD_VIEW } from './lib/member-dashboard-search';
export { useUnsubscribeLink, type UnsubscribeLink } from './lib/unsubscribe-search';
export { usePortalContext } from './lib/use-portal-context';
export { useSignIn, type SignIn } from './lib/use-sign-in';
export type { EntrySearch } from './lib/entry-search';
export type { DateListSearch, OfferListSearch } from './lib/catalogue-search';
export type { DutyPostSearch } from './lib/duty-post-search';
export type {
  StaffOfferSearch,
  StaffScope,
  StaffTask,
  StaffView,
  OfferView,
  DateView,
  ParticipantFilter,
  ParticipantSort,
  WorkgroupView,
} from './lib/staff-search';
export { PARTICIPANT_FILTERS, PARTICIPANT_SORTS, PERSON_LIST_VIEW, SPEAKER_LIST_VIEW, WORKGROUP_LIST_VIEW } from './lib/staff-search';
export type { RoleScreenSearch } from './lib/role-screen-search';
export type { GroupScreenModules, PublicPageComponents, RoleScreens, ScreenDataContext, ScreenModule } from './lib/screen-module';
// The router's own API, for features and the app: they never import @tanstack/react-router.
export {
  Link,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  getRouteApi,
  useLocation,
  useNavigate,
  useRouter,
  type LinkProps,
  type LinkComponent,
  type RouteComponent,
  type RouterHistory,
  type ErrorComponentProps,
} from '@tanstack/react-router';
