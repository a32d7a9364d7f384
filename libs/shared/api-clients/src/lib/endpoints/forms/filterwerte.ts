import { endpointPath, FilterwerteSchema } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import { parseResponse } from '@fobu/http';
import { queryOptions } from '@tanstack/react-query';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/filterwerte` (forms): the subjects and programme codes the tenant's offers use. */
export async function fetchFilterwerte(clients: ServiceClients, mandant: Tenant) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/filterwerte'), { searchParams: { mandant } }).json();
  return parseResponse(FilterwerteSchema, body, 'Filterwerte');
}

/** Change rarely: kept for an hour, so that every list of a visit asks once. */
export const filterwerteQueryOptions = (load: LoadServiceClients, mandant: Tenant) =>
  queryOptions({
    queryKey: ['forms', 'filterwerte', mandant],
    queryFn: async () => fetchFilterwerte(await load(), mandant),
    staleTime: 3_600_000,
  });
