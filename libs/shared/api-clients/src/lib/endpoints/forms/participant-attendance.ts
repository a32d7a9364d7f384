import { endpointPath, TeilnehmendeListSchema, type AnwesenheitRequest } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import { invalidateAfterBookingChange } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';
import { teilnehmendeQueryOptions } from './participants';

/** `PUT /api/v1/termine/{id}/anwesenheit` (forms, staff): the attendance of one session, or of every session begun. */
export async function saveAttendance(clients: ServiceClients, terminId: number, request: AnwesenheitRequest) {
  const body = await clients.forms
    .put(endpointPath('forms', 'PUT /api/v1/termine/{id}/anwesenheit', { id: terminId }), { ...FOR_PERSON, json: request })
    .json();
  return parseResponse(TeilnehmendeListSchema, body, 'Anwesenheit');
}

/**
 * Saves attendance. The answer is the date's list as it now stands, shown at once; the bookings'
 * states follow the attendance, so the work overview and the other lists reload.
 */
export function useSaveAttendance(uid: string, terminId: number) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AnwesenheitRequest) => formOutcome(async () => saveAttendance(await load(), terminId, request)),
    onSuccess: (outcome) => {
      if (outcome.kind === 'sent')
        queryClient.setQueryData(teilnehmendeQueryOptions(load, uid, terminId).queryKey, { items: outcome.items });
      return invalidateAfterBookingChange(queryClient, uid);
    },
  });
}
