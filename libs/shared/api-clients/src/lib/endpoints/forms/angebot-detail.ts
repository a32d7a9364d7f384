import { AngebotDetailSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/angebote/{vnr}` (forms): one offer with its dates. */
export async function fetchAngebot(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/angebote/{vnr}', { vnr })).json();
  return parseResponse(AngebotDetailSchema, body, 'Veranstaltung');
}

export const angebotQueryOptions = (load: LoadServiceClients, vnr: string) =>
  queryOptions({
    queryKey: ['forms', 'angebot', vnr],
    queryFn: async () => fetchAngebot(await load(), vnr),
  });

export function useAngebot(vnr: string) {
  return useSuspenseQuery(angebotQueryOptions(useServiceClients(), vnr));
}
