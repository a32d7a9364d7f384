import { AnmeldungSchema, type AnmeldungRequest } from '@fobu/api-contract';
import { parseResponse } from '@fobu/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** `POST /api/v1/anmeldungen` (forms, for the signed-in person): books a date or a self-learning course. */
export async function book(clients: ServiceClients, request: AnmeldungRequest) {
  const body = await clients.forms.post('api/v1/anmeldungen', { json: request, ...FOR_PERSON }).json();
  return parseResponse(AnmeldungSchema, body, 'Anmeldung zur Veranstaltung');
}

/** Books, then refreshes the person's bookings. */
export function useBook() {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AnmeldungRequest) => book(await load(), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms', 'anmeldungen'] }),
  });
}
