import { endpointPath, KalenderAboSchema } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** The feed is the person's in one tenant: a person of two tenants has one in each. */
const calendarFeedKey = (uid: string, tenant: Tenant) => [...personKey(uid), 'kalender-abo', tenant] as const;

/** `GET /api/v1/kalender-abo` (forms, for the signed-in person): their calendar feed's address, or nulls while they have none. */
async function fetchCalendarFeed(clients: ServiceClients) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/kalender-abo'), FOR_PERSON).json();
  return parseResponse(KalenderAboSchema, body, 'Kalender-Abo');
}

export const calendarFeedQueryOptions = (load: LoadServiceClients, uid: string, tenant: Tenant) =>
  queryOptions({ queryKey: calendarFeedKey(uid, tenant), queryFn: async () => fetchCalendarFeed(await load()) });

/** What the settings can do to the feed: create or renew its address (`POST`), or switch it off (`DELETE`). */
type CalendarFeedChange = 'erneuern' | 'beenden';

async function changeCalendarFeed(clients: ServiceClients, change: CalendarFeedChange) {
  const body = await (
    change === 'erneuern'
      ? clients.forms.post(endpointPath('forms', 'POST /api/v1/kalender-abo'), FOR_PERSON)
      : clients.forms.delete(endpointPath('forms', 'DELETE /api/v1/kalender-abo'), FOR_PERSON)
  ).json();
  return parseResponse(KalenderAboSchema, body, 'Kalender-Abo');
}

/** Renews or ends the feed; the service's answer (the new address, or none) replaces the cache. */
export function useChangeCalendarFeed(uid: string, tenant: Tenant) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CalendarFeedChange) => changeCalendarFeed(await load(), change),
    onSuccess: (stored) => queryClient.setQueryData(calendarFeedKey(uid, tenant), stored),
  });
}
