import { BenachrichtigungSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';
import { notificationsKey } from './benachrichtigungen';

/** `POST /api/v1/benachrichtigungen/{id}/gelesen` (notification, for the signed-in person). */
export async function markNotificationRead(clients: ServiceClients, id: number) {
  const body = await clients.notification
    .post(endpointPath('notification', 'POST /api/v1/benachrichtigungen/{id}/gelesen', { id }), FOR_PERSON)
    .json();
  return parseResponse(BenachrichtigungSchema, body, 'Benachrichtigung');
}

export function useMarkNotificationRead(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => markNotificationRead(await load(), id),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: notificationsKey(uid),
      }),
  });
}
