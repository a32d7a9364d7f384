import { AbonnementSchema, endpointPath, type AbonnementUpdate } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

const abonnementKey = (uid: string) => [...personKey(uid), 'abonnement'] as const;

/** `GET /api/v1/abonnement` (notification, for the signed-in person): which notifications they get. */
export async function fetchAbonnement(clients: ServiceClients) {
  const body = await clients.notification.get(endpointPath('notification', 'GET /api/v1/abonnement'), FOR_PERSON).json();
  return parseResponse(AbonnementSchema, body, 'Abonnement');
}

export const abonnementQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: abonnementKey(uid), queryFn: async () => fetchAbonnement(await load()) });

/** `PUT /api/v1/abonnement`: changes what the update names; answers the whole subscription. */
export async function changeAbonnement(clients: ServiceClients, update: AbonnementUpdate) {
  const body = await clients.notification
    .put(endpointPath('notification', 'PUT /api/v1/abonnement'), { ...FOR_PERSON, json: update })
    .json();
  return parseResponse(AbonnementSchema, body, 'Abonnement');
}

/** Changes the subscription; the service's answer replaces the cache, a failure brings back what is stored. */
export function useChangeAbonnement(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: AbonnementUpdate) => changeAbonnement(await load(), update),
    onSuccess: (stored) => queryClient.setQueryData(abonnementKey(uid), stored),
    onError: () => queryClient.invalidateQueries({ queryKey: abonnementKey(uid) }),
  });
}
