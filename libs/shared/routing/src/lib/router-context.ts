import type { LoadServiceClients } from '@fobu/api-clients';
import type { AuthSession } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import type { UpdateController } from '@fobu/pwa';
import type { QueryClient } from '@tanstack/react-query';
import type { RoleScreens } from './screen-module';

/** What every route's guards and loaders can reach. */
export interface RouterContext {
  readonly config: RuntimeConfig;
  readonly queryClient: QueryClient;
  /** The sign-in session: the guards ask it for the user. */
  readonly auth: AuthSession;
  /** The service clients, created on first use; loaders pass it to the query options. */
  readonly loadServiceClients: LoadServiceClients;
  /** The role screens, fetched by role group: a branch's route loaders wait for them and their data. */
  readonly roleScreens: RoleScreens;
  /** The service worker's update state: checked on every navigation, shown by the banner. */
  readonly updates: UpdateController;
}
