import { AnmeldungSchema, endpointPath, TeilnehmendeListSchema, type GenehmigungRequest } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { invalidateAfterBookingChange, personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/genehmigungen` (forms, school head): the school's staff bookings waiting for approval. */
export async function fetchApprovals(clients: ServiceClients) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/genehmigungen'), FOR_PERSON).json();
  return parseResponse(TeilnehmendeListSchema, body, 'Genehmigungen');
}

export const approvalsQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: [...personKey(uid), 'genehmigungen'], queryFn: async () => fetchApprovals(await load()) });

/** `POST /api/v1/anmeldungen/{id}/genehmigung` (forms, school head): approve, or refuse with a reason. */
export async function decideApproval(clients: ServiceClients, id: number, decision: GenehmigungRequest) {
  const body = await clients.forms
    .post(endpointPath('forms', 'POST /api/v1/anmeldungen/{id}/genehmigung', { id }), { ...FOR_PERSON, json: decision })
    .json();
  return parseResponse(AnmeldungSchema, body, 'Genehmigung');
}

/** Decides; the waiting approvals and the seats of the date reload after it. */
export function useDecideApproval(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: GenehmigungRequest }) => decideApproval(await load(), id, decision),
    onSuccess: () => invalidateAfterBookingChange(queryClient, uid),
  });
}
