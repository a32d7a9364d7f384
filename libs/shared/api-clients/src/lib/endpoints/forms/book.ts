import { AnmeldungSchema, endpointPath, IDEMPOTENCY_HEADER, type AnmeldungRequest } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { FOR_PERSON } from '../../for-person';
import { invalidateAfterBookingChange } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/**
 * `POST /api/v1/anmeldungen` (forms, for the signed-in person): books a date or a self-learning
 * course. The same idempotency key on a repeated request (a double click, a retry after a lost
 * answer) returns the first booking instead of making a second.
 */
export async function book(clients: ServiceClients, request: AnmeldungRequest, idempotencyKey: string) {
  const body = await clients.forms
    .post(endpointPath('forms', 'POST /api/v1/anmeldungen'), {
      json: request,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      ...FOR_PERSON,
    })
    .json();
  return parseResponse(AnmeldungSchema, body, 'Anmeldung zur Veranstaltung');
}

/** Books (retrying twice when the network failed, which the key makes safe), then refreshes the person's bookings and the seats. */
export function useBook(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: { request: AnmeldungRequest; idempotencyKey: string }) =>
      book(await load(), request, idempotencyKey),
    retry: (failures, error) => failures < 2 && !isHTTPError(error),
    onSuccess: () => invalidateAfterBookingChange(queryClient, uid),
  });
}
