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
 * as a new draft (and, for whoever writes offers, copying a live one). The archive's list is the staff offer search with `status=archiviert` (staff-lists.ts).
 */

/** `GET /api/v1/verwaltungsuebersicht` (forms, administrator): the tenant at a glance. */
export async function fetchVerwaltungsuebersicht(clients: ServiceClients) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/verwaltungsuebersicht'), FOR_PERSON).json();
  return parseResponse(VerwaltungsuebersichtSchema, body, 'Übersicht Administration');
}

export const verwaltungsuebersichtQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: staffKey(uid, 'verwaltungsuebersicht'), queryFn: async () => fetchVerwaltungsuebersicht(await load()) });

/**
 * `POST /api/v1/angebote/{vnr}/uebernehmen` (administrator, an archived offer) or `…/kopieren` (whoever
 * writes offers, a live one): a new draft of the offer's content; its work state.
 */
export async function newDraftFrom(
  clients: ServiceClients,
  vnr: string,
  how: 'uebernehmen' | 'kopieren',
): Promise<FormOutcome<AngebotArbeitsstand>> {
  return formOutcome(async () => {
    const path =
      how === 'uebernehmen'
        ? endpointPath('forms', 'POST /api/v1/angebote/{vnr}/uebernehmen', { vnr })
        : endpointPath('forms', 'POST /api/v1/angebote/{vnr}/kopieren', { vnr });
    const body = await clients.forms.post(path, FOR_PERSON).json();
    return parseResponse(AngebotArbeitsstandSchema, body, how === 'uebernehmen' ? 'Übernahme' : 'Kopie');
  });
}

/** Takes an archived offer over, or copies a live one; the new draft's work state is cached at once (its editor opens next), and the lists reload. */
export function useNewDraftFrom(uid: string, how: 'uebernehmen' | 'kopieren') {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vnr: string) => newDraftFrom(await load(), vnr, how),
    onSuccess: (outcome) => afterStep(queryClient, uid, outcome),
  });
}
