import type { RuntimeConfig } from '@fobu/config';
import type { RoleGroup } from '@fobu/domain';
import type { UpdateController } from '@fobu/pwa';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's guards and loaders can reach. */
export interface RouterContext {
  readonly config: RuntimeConfig;
  readonly queryClient: QueryClient;
  /** Loads a role group's screens, so that entering a branch waits for its chunk, not a spinner. */
  readonly preloadRoleGroup: (group: RoleGroup) => Promise<void>;
  /** The service worker's update state: checked on every navigation, shown by the banner. */
  readonly updates: UpdateController;
}
