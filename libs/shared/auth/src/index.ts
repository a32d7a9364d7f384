export { createAuthSession, type AuthSession, type AuthSessionOptions } from './lib/session/auth-session';
export type { ServiceAccess, UserTokenSource } from './lib/session/service-access';
export type { AuthState } from './lib/session/auth-store';
export { AUTH_NOTICES } from './lib/session/auth-notice';
export { isAuthNotice, type AuthNotice } from './lib/session/auth-notice-kinds';
export type { CallbackOutcome, LoginOptions } from './lib/session/login-options';
export type { RuntimeEnvironment } from './lib/session/runtime-environment';
export type { PageEnvironment } from './lib/session/page-environment';
// What a RuntimeEnvironment is made of, for front ends that give the session their own (tests, an app shell).
export type { TabChannel } from './lib/session/tab-channel';
export type { CookieJar } from './lib/storage/cookie-jar';
export type { TabLock } from './lib/refresh/tab-lock';
// The shape of the runtime config (/config.json) createAuthSession and the service clients take: other front ends build it too.
export type { BffRuntimeConfig, RuntimeConfig, SpecRuntimeConfig } from '@fobu/config';
export type { LoggedInUser } from './lib/user/logged-in-user';
export { clientProfile, TOKEN_COOKIE_NAMES, type ClientKind, type ClientProfile } from './lib/login/client-profile';
export { roleEntryPath } from './lib/landing/role-entry';
export { safeReturnPath } from './lib/landing/landing';
export {
  createInactivityMonitor,
  LAST_ACTIVITY_KEY,
  TIMEOUT_WARNING_MS,
  type InactivityMonitor,
  type InactivityMonitorOptions,
} from './lib/timeout/inactivity-monitor';
export { formDraftPath, restoreFormDraft, saveFormDraft } from './lib/timeout/form-draft';
export { keepInputWhenSessionEnds, type OpenScreen, type SessionStates } from './lib/timeout/form-draft-at-session-end';
// For the service clients: one cipher for every service's token.
export { tokenCipher, type TokenCipher } from './lib/crypto/token-cipher';
export { singleFlight } from './lib/refresh/single-flight';
