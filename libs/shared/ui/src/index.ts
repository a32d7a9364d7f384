export { UiProvider } from './lib/theme/ui-provider';
export { portalSystem } from './lib/theme/system';
export { initColorMode, setDarkMode } from './lib/color-mode/color-mode';
export { useDarkMode } from './lib/color-mode/use-dark-mode';
export { DarkModeToggle } from './lib/color-mode/dark-mode-toggle';
export { SkipLink, MAIN_CONTENT_ID } from './lib/layout/skip-link';
export { SiteHeader, type SiteHeaderProps } from './lib/layout/site-header';
export {
  MainNavigation,
  navigationLinkStyle,
  type NavigationEntry,
} from './lib/layout/main-navigation';
export { SiteFooter, footerLinkStyle } from './lib/layout/site-footer';
export { PageFrame } from './lib/layout/page-frame';
export {
  ScreenPage,
  useDocumentTitle,
  type ScreenPageProps,
} from './lib/layout/screen-page';
export { useNearViewport } from './lib/layout/use-near-viewport';
export {
  MessagePage,
  type MessagePageProps,
} from './lib/feedback/message-page';
export { ListSkeleton } from './lib/feedback/list-skeleton';
export { LoadStates, type LoadState } from './lib/feedback/load-states';
export { TextArea, textFieldStyle } from './lib/form/text-field';
export { CheckOption, type CheckOptionProps } from './lib/form/check-option';
export { notify, type Notification } from './lib/feedback/notify';
export { Note } from './lib/layout/note';
export {
  ScreenInPreparation,
  screensInPreparation,
} from './lib/layout/screen-in-preparation';
export { hoistServerStyles } from './lib/theme/hoist-server-styles';
export { UpdateBanner, UPDATE_MESSAGE } from './lib/app/update-banner';
export { OfflineNotice } from './lib/app/offline-notice';
export {
  BookingStateBadge,
  StateBadge,
  type BookingStateBadgeProps,
} from './lib/booking/booking-state-badge';
