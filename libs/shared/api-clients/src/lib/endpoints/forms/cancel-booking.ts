import { AnmeldungSchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** `POST /api/v1/anmeldungen/{id}/stornieren` (forms, for the signed-in person): cancels a booking. */
export async function cancelBooking(clients: ServiceClients, id: number) {
  const body = await clients.forms.post(`api/v1/anmeldungen/${id}/stornieren`, FOR_PERSON).json();
  return parseResponse(AnmeldungSchema, body, 'Stornierung');
}

export function useCancelBooking() {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => cancelBooking(await load(), id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms', 'anmeldungen'] }),
  });
}
