import { AnmeldungsVerlaufSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';

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
