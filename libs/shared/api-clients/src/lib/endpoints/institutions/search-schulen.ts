import { endpointPath, SchulePageSchema, type SchuleSearchQuerySchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

export type SchuleSearch = z.input<typeof SchuleSearchQuerySchema>;

/** `GET /api/v1/schulen` (institutions): a page of schools and offices. */
export async function searchSchulen(clients: ServiceClients, query: SchuleSearch) {
  const body = await clients.institutions
    .get(endpointPath('institutions', 'GET /api/v1/schulen'), { searchParams: toSearchParams(query) })
    .json();
  return parseResponse(SchulePageSchema, body, 'Schulsuche');
}

export const schulenQueryOptions = (load: LoadServiceClients, query: SchuleSearch) =>
  queryOptions({ queryKey: ['institutions', 'schulen', query], queryFn: async () => searchSchulen(await load(), query) });

export function useSchulen(query: SchuleSearch) {
  return useSuspenseQuery(schulenQueryOptions(useServiceClients(), query));
}
