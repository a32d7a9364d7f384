import { AngebotPageSchema, endpointPath, type AngebotSearchQuerySchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

export type AngebotSearch = z.input<typeof AngebotSearchQuerySchema>;

/** `GET /api/v1/angebote` (forms): a page of offers. */
export async function searchAngebote(clients: ServiceClients, query: AngebotSearch) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/angebote'), { searchParams: toSearchParams(query) }).json();
  return parseResponse(AngebotPageSchema, body, 'Veranstaltungssuche');
}

export const angeboteQueryOptions = (load: LoadServiceClients, query: AngebotSearch) =>
  queryOptions({ queryKey: ['forms', 'angebote', query], queryFn: async () => searchAngebote(await load(), query) });

export function useAngebote(query: AngebotSearch) {
  return useSuspenseQuery(angeboteQueryOptions(useServiceClients(), query));
}
