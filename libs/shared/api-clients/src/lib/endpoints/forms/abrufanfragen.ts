import {
  AbrufanfrageListSchema,
  AbrufanfrageSchema,
  endpointPath,
  SchulterminListSchema,
  type Abrufanfrage,
  type AbrufanfrageRequest,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import { formOutcome, type FormOutcome } from '../../form-outcome';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/abrufanfragen` (forms, school head): the school's on-demand requests, newest first. */
export async function fetchAbrufanfragen(clients: ServiceClients) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/abrufanfragen'), FOR_PERSON).json();
  return parseResponse(AbrufanfrageListSchema, body, 'Abrufanfragen');
}

const abrufanfragenKey = (uid: string) => [...personKey(uid), 'abrufanfragen'] as const;

export const abrufanfragenQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: abrufanfragenKey(uid), queryFn: async () => fetchAbrufanfragen(await load()) });

/** `GET /api/v1/angebote/{vnr}/schultermine` (forms, for the signed-in person): the dates agreed for their school. */
export async function fetchSchultermine(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/angebote/{vnr}/schultermine', { vnr }), FOR_PERSON).json();
  return parseResponse(SchulterminListSchema, body, 'Schultermine');
}

/** Personal: which dates are agreed depends on the reader's school. */
export const schultermineQueryOptions = (load: LoadServiceClients, uid: string, vnr: string) =>
  queryOptions({ queryKey: [...personKey(uid), 'schultermine', vnr], queryFn: async () => fetchSchultermine(await load(), vnr) });

/** `POST /api/v1/abrufanfragen` (forms, school head): requests an on-demand offer for the school. */
export async function requestAbruf(clients: ServiceClients, request: AbrufanfrageRequest): Promise<FormOutcome<Abrufanfrage>> {
  return formOutcome(async () => {
    const body = await clients.forms.post(endpointPath('forms', 'POST /api/v1/abrufanfragen'), { ...FOR_PERSON, json: request }).json();
    return parseResponse(AbrufanfrageSchema, body, 'Abrufanfrage');
  });
}

export function useRequestAbruf(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AbrufanfrageRequest) => requestAbruf(await load(), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abrufanfragenKey(uid) }),
  });
}
