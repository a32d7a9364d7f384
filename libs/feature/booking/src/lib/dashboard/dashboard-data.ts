import {
  abonnementQueryOptions,
  abrufanfragenQueryOptions,
  approvalsQueryOptions,
  benachrichtigungenQueryOptions,
  memberWorkgroupQueryOptions,
  myBookingsQueryOptions,
  myWorkgroupsQueryOptions,
} from '@fobu/api-clients';
import type { MemberDashboardSearch, ScreenDataContext } from '@fobu/routing';

/**
 * What the dashboard reads, fetched by its route while its code loads: the bookings, the person's
 * workgroups, the notifications and their settings, and for the school head the approvals and the
 * school's requests; with `arbeitsgruppe` only that group, which the screen then shows alone.
 * A failed request is not the route's failure: its part of the screen says so and offers a retry.
 */
export async function prefetchDashboard({
  queryClient,
  loadServiceClients: load,
  user,
  role,
  search,
}: ScreenDataContext<MemberDashboardSearch>) {
  const { uid } = user;
  if (search.arbeitsgruppe !== undefined) return queryClient.prefetchQuery(memberWorkgroupQueryOptions(load, uid, search.arbeitsgruppe));
  const reads: Promise<void>[] = [
    queryClient.prefetchQuery(myBookingsQueryOptions(load, uid)),
    queryClient.prefetchQuery(myWorkgroupsQueryOptions(load, uid)),
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
