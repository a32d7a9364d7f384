import { endpointPath, KreisListSchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/kreise` (institutions): the 15 districts. */
export async function fetchKreise(clients: ServiceClients) {
  return parseResponse(
    KreisListSchema,
    await clients.institutions.get(endpointPath('institutions', 'GET /api/v1/kreise')).json(),
    'Kreise',
  );
}

export const kreiseQueryOptions = (load: LoadServiceClients) =>
  queryOptions({ queryKey: ['institutions', 'kreise'], queryFn: async () => fetchKreise(await load()), staleTime: Infinity });

export function useKreise() {
  return useSuspenseQuery(kreiseQueryOptions(useServiceClients()));
}
