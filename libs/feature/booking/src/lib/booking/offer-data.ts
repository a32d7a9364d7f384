import { myBookingsQueryOptions, schultermineQueryOptions } from '@fobu/api-clients';
import type { ScreenDataContext } from '@fobu/routing';

type OfferScreenData = ScreenDataContext<{ readonly vnr?: string }>;

/**
 * A booking user who opens an offer (`?vnr=`) also sees what they hold of it and, on an on-demand
 * offer, the dates agreed for their school: those reads start with the offer's, not after it has
 * rendered. They stay small parts of the page that may fail alone (`useHeldBooking`, `SchoolDates`).
 */
export function withOwnOfferData(prefetch: (context: OfferScreenData) => Promise<unknown>, vtyp?: 'ABRUF') {
  return async (context: OfferScreenData) => {
    const { queryClient, loadServiceClients: load, user, search } = context;
    const reads = [prefetch(context)];
    if (search.vnr) {
      reads.push(queryClient.prefetchQuery(myBookingsQueryOptions(load, user.uid)));
      if (vtyp === 'ABRUF') reads.push(queryClient.prefetchQuery(schultermineQueryOptions(load, user.uid, search.vnr)));
    }
    await Promise.all(reads);
  };
}
