import {
  abonnementQueryOptions,
  abrufanfragenQueryOptions,
  approvalsQueryOptions,
  benachrichtigungenQueryOptions,
  myBookingsQueryOptions,
} from '@fobu/api-clients';
import type { EntrySearch, ScreenDataContext } from '@fobu/routing';

/**
 * What the dashboard reads, fetched by its route while its code loads: the bookings, the
 * notifications and their settings, and for the school head the approvals and the school's requests.
 * A failed request is not the route's failure: its part of the screen says so and offers a retry.
 */
export async function prefetchDashboard({ queryClient, loadServiceClients: load, user, role }: ScreenDataContext<EntrySearch>) {
  const { uid } = user;
  const reads: Promise<void>[] = [
    queryClient.prefetchQuery(myBookingsQueryOptions(load, uid)),
    queryClient.prefetchQuery(benachrichtigungenQueryOptions(load, uid)),
    queryClient.prefetchQuery(abonnementQueryOptions(load, uid)),
  ];
  if (role === 'schulleitung') {
    reads.push(
      queryClient.prefetchQuery(approvalsQueryOptions(load, uid)),
      queryClient.prefetchQuery(abrufanfragenQueryOptions(load, uid)),
    );
  }
  await Promise.all(reads);
}
