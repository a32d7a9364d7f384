import { AngebotArbeitsstandSchema, endpointPath, VerwaltungsuebersichtSchema, type AngebotArbeitsstand } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome, type FormOutcome } from '../../form-outcome';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { afterStep, staffKey } from './offer-work';

/*
 * The administrator's own calls (docs/archive.md): the dashboard, and taking an archived offer over
 * as a new draft. The archive's list is the staff offer search with `status=archiviert` (staff-lists.ts).
 */

/** `GET /api/v1/verwaltungsuebersicht` (forms, administrator): the tenant at a glance. */
export async function fetchVerwaltungsuebersicht(clients: ServiceClients) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/verwaltungsuebersicht'), FOR_PERSON).json();
  return parseResponse(VerwaltungsuebersichtSchema, body, 'Übersicht Administration');
}

export const verwaltungsuebersichtQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: staffKey(uid, 'verwaltungsuebersicht'), queryFn: async () => fetchVerwaltungsuebersicht(await load()) });

/** `POST /api/v1/angebote/{vnr}/uebernehmen` (forms, administrator): a new draft of an archived offer's content; its work state. */
export async function takeOverAngebot(clients: ServiceClients, vnr: string): Promise<FormOutcome<AngebotArbeitsstand>> {
  return formOutcome(async () => {
    const body = await clients.forms.post(endpointPath('forms', 'POST /api/v1/angebote/{vnr}/uebernehmen', { vnr }), FOR_PERSON).json();
    return parseResponse(AngebotArbeitsstandSchema, body, 'Übernahme');
  });
}

/** Takes an archived offer over; the new draft's work state is cached at once (its editor opens next), and the lists reload. */
export function useTakeOver(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vnr: string) => takeOverAngebot(await load(), vnr),
    onSuccess: (outcome) => afterStep(queryClient, uid, outcome),
  });
}
