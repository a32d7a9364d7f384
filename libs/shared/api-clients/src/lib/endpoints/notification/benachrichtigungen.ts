import { BenachrichtigungListSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/benachrichtigungen` (notification, for the signed-in person). */
export async function fetchBenachrichtigungen(clients: ServiceClients) {
  const body = await clients.notification.get(endpointPath('notification', 'GET /api/v1/benachrichtigungen'), FOR_PERSON).json();
  return parseResponse(BenachrichtigungListSchema, body, 'Benachrichtigungen');
}

export const notificationsKey = (uid: string) => [...personKey(uid), 'benachrichtigungen'] as const;

export const benachrichtigungenQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: notificationsKey(uid), queryFn: async () => fetchBenachrichtigungen(await load()) });

export function useBenachrichtigungen(uid: string) {
  return useSuspenseQuery(benachrichtigungenQueryOptions(useServiceClients(), uid));
}
