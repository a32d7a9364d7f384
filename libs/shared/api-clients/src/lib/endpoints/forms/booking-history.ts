import { AnmeldungSchema, AnmeldungsVerlaufSchema, endpointPath, type AnmeldungFuerPersonRequest } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import { invalidateAfterBookingChange, personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/*
 * A booking's history (docs/people-and-settings.md, "Bookings' history and acting for a person"),
 * for the person themself and the staff. Cached under the reader: a change of a booking reloads it
 * with the rest of the reader's data (invalidateAfterBookingChange).
 */

/** `GET /api/v1/anmeldungen/{id}/verlauf` (forms): the steps, oldest first. */
export async function fetchAnmeldungsVerlauf(clients: ServiceClients, anmeldungId: number) {
  const path = endpointPath('forms', 'GET /api/v1/anmeldungen/{id}/verlauf', { id: anmeldungId });
  return parseResponse(AnmeldungsVerlaufSchema, await clients.forms.get(path, FOR_PERSON).json(), 'Verlauf');
}

export const anmeldungsVerlaufQueryOptions = (load: LoadServiceClients, uid: string, anmeldungId: number) =>
  queryOptions({
    queryKey: [...personKey(uid), 'anmeldung-verlauf', anmeldungId],
    queryFn: async () => fetchAnmeldungsVerlauf(await load(), anmeldungId),
  });

/** `POST /api/v1/anmeldungen/fuer-person` (forms, verwaltung and administrator): a date booked on a person's behalf. */
async function bookForPerson(clients: ServiceClients, request: AnmeldungFuerPersonRequest) {
  const path = endpointPath('forms', 'POST /api/v1/anmeldungen/fuer-person');
  return parseResponse(AnmeldungSchema, await clients.forms.post(path, { ...FOR_PERSON, json: request }).json(), 'Anmeldung');
}

/** Books for a person; a 400, 404 or 409 is the dialog's answer; the person's page, its histories and the seats reload. */
export function useBookForPerson(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AnmeldungFuerPersonRequest) => formOutcome(async () => bookForPerson(await load(), request)),
    onSuccess: () => invalidateAfterBookingChange(queryClient, uid),
  });
}
