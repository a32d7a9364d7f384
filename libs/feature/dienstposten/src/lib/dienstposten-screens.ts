import { dienstpostenUebersichtQueryOptions } from '@fobu/api-clients';
import { type DutyPostSearch, type GroupScreenModules, type ScreenDataContext } from '@fobu/routing';
import { DutyPostDashboard } from './dashboard/duty-post-dashboard';

/** The overview's data starts with its route, beside the screen's code. */
const prefetchOverview = ({ queryClient, loadServiceClients, user, search }: ScreenDataContext<DutyPostSearch>) =>
  queryClient.prefetchQuery(dienstpostenUebersichtQueryOptions(loadServiceClients, user.uid, overviewQuery(search)));

/** The service's query for the screen's search params. */
export const overviewQuery = ({ von, bis, seite }: DutyPostSearch) => ({ von, bis, seite });

/** The duty post's only screen of its own (spec section 2). */
export const dienstpostenScreens: GroupScreenModules<'dienstposten'> = {
  dpdashboard: { component: DutyPostDashboard, prefetch: prefetchOverview },
};
