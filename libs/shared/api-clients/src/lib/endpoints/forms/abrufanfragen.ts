import { AbrufanfrageListSchema, AbrufanfrageSchema, SchulterminListSchema, type Abrufanfrage, type AbrufanfrageRequest } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome, type FormOutcome } from '../../form-outcome';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

const ABRUFANFRAGEN_KEY = ['forms', 'abrufanfragen'] as const;

/** `GET /api/v1/abrufanfragen` (forms, school head): the school's on-demand requests, newest first. */
export async function fetchAbrufanfragen(clients: ServiceClients) {
  const body = await clients.forms.get('api/v1/abrufanfragen', FOR_PERSON).json();
  return parseResponse(AbrufanfrageListSchema, body, 'Abrufanfragen');
}

export const abrufanfragenQueryOptions = (load: LoadServiceClients) =>
  queryOptions({ queryKey: ABRUFANFRAGEN_KEY, queryFn: async () => fetchAbrufanfragen(await load()) });

/** `GET /api/v1/angebote/{vnr}/schultermine` (forms, for the signed-in person): the dates agreed for their school. */
export async function fetchSchultermine(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(`api/v1/angebote/${encodeURIComponent(vnr)}/schultermine`, FOR_PERSON).json();
  return parseResponse(SchulterminListSchema, body, 'Schultermine');
}

export const schultermineQueryOptions = (load: LoadServiceClients, vnr: string) =>
  queryOptions({ queryKey: ['forms', 'schultermine', vnr], queryFn: async () => fetchSchultermine(await load(), vnr) });

/** `POST /api/v1/abrufanfragen` (forms, school head): requests an on-demand offer for the school. */
export async function requestAbruf(clients: ServiceClients, request: AbrufanfrageRequest): Promise<FormOutcome<Abrufanfrage>> {
  return formOutcome(async () => {
    const body = await clients.forms.post('api/v1/abrufanfragen', { ...FOR_PERSON, json: request }).json();
    return parseResponse(AbrufanfrageSchema, body, 'Abrufanfrage');
  });
}

export function useRequestAbruf() {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AbrufanfrageRequest) => requestAbruf(await load(), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ABRUFANFRAGEN_KEY }),
  });
}
