export { useAuthState } from './lib/use-auth-state';
export { useSessionTimeout, type SessionTimeout } from './lib/use-session-timeout';
