import { arbeitsstandQueryOptions, arbeitsuebersichtQueryOptions, pruefungenQueryOptions } from '@fobu/api-clients';
import type { ScreenDataContext, StaffOfferSearch } from '@fobu/routing';

/*
 * What the staff screens read, started by their routes beside the screens' code. The lists' own
 * queries follow their filters; the work state of an opened offer is the one worth starting early.
 */

export const prefetchWorkOverview = ({ queryClient, loadServiceClients, user }: ScreenDataContext<unknown>) =>
  queryClient.prefetchQuery(arbeitsuebersichtQueryOptions(loadServiceClients, user.uid));

export const prefetchReviewQueue = ({ queryClient, loadServiceClients, user }: ScreenDataContext<unknown>) =>
  queryClient.prefetchQuery(pruefungenQueryOptions(loadServiceClients, user.uid));

export const prefetchOpenedOffer = async ({ queryClient, loadServiceClients, user, search }: ScreenDataContext<StaffOfferSearch>) => {
  if (search.vnr) await queryClient.prefetchQuery(arbeitsstandQueryOptions(loadServiceClients, user.uid, search.vnr));
};
