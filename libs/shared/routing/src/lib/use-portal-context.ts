import { useRouteContext } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

/** The router context (session, clients, config) for the shell's components. */
export function usePortalContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}
