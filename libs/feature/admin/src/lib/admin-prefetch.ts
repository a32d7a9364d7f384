import { arbeitsstandQueryOptions, veranstaltungssucheQueryOptions, verwaltungsuebersichtQueryOptions } from '@fobu/api-clients';
import type { ScreenDataContext, StaffOfferSearch } from '@fobu/routing';
import { archiveQueryOf } from './archive/archive-query';

/* What the administrator's own screens read, started by their routes beside the screens' code. */

export const prefetchAdminOverview = ({ queryClient, loadServiceClients, user }: ScreenDataContext<unknown>) =>
  queryClient.prefetchQuery(verwaltungsuebersichtQueryOptions(loadServiceClients, user.uid));

/** The archive's list, or the archived offer opened (its dates' people are read by their own view). */
export const prefetchArchive = ({ queryClient, loadServiceClients, user, role, search }: ScreenDataContext<StaffOfferSearch>) =>
  search.vnr
    ? queryClient.prefetchQuery(arbeitsstandQueryOptions(loadServiceClients, user.uid, search.vnr))
    : queryClient.prefetchQuery(veranstaltungssucheQueryOptions(loadServiceClients, user.uid, archiveQueryOf(search, role)));
