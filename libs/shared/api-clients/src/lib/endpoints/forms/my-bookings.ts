import { AnmeldungListSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/anmeldungen/meine` (forms, for the signed-in person): their bookings and history. */
export async function fetchMyBookings(clients: ServiceClients) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/anmeldungen/meine'), FOR_PERSON).json();
  return parseResponse(AnmeldungListSchema, body, 'Meine Anmeldungen');
}

export const myBookingsQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: [...personKey(uid), 'anmeldungen'], queryFn: async () => fetchMyBookings(await load()) });

export function useMyBookings(uid: string) {
  return useSuspenseQuery(myBookingsQueryOptions(useServiceClients(), uid));
}
