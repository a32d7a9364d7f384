import type { LazyQueryClient, LoadServiceClients } from '@fobu/api-clients';
import type { AuthSession } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import type { UpdateController } from '@fobu/pwa';
import type { RoleScreens } from './screen-module';

/** What every route's guards and loaders can reach. */
export interface RouterContext {
  readonly config: RuntimeConfig;
  /** The query cache, made once a part that asks the services loads; a role screen's loader waits for it. */
  readonly queryClient: LazyQueryClient;
  /** The sign-in session: the guards ask it for the user. */
  readonly auth: AuthSession;
  /** The service clients, created on first use; loaders pass it to the query options. */
  readonly loadServiceClients: LoadServiceClients;
  /** The role screens, fetched by role group: a branch's route loaders wait for them and their data. */
  readonly roleScreens: RoleScreens;
  /** The service worker's update state: checked on every navigation, shown by the banner. */
  readonly updates: UpdateController;
}
