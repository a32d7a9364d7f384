import { endpointPath, TerminPageSchema, type TerminSearchQuerySchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

export type TerminSearch = z.input<typeof TerminSearchQuerySchema>;

/** `GET /api/v1/termine` (forms): a page of event dates. */
export async function searchTermine(clients: ServiceClients, query: TerminSearch) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/termine'), { searchParams: toSearchParams(query) }).json();
  return parseResponse(TerminPageSchema, body, 'Terminsuche');
}

export const termineQueryOptions = (load: LoadServiceClients, query: TerminSearch) =>
  queryOptions({ queryKey: ['forms', 'termine', query], queryFn: async () => searchTermine(await load(), query) });

export function useTermine(query: TerminSearch) {
  return useSuspenseQuery(termineQueryOptions(useServiceClients(), query));
}
