import { endpointPath, SchuleSchema } from '@fobu/api-contract';
import { isNotFoundError, parseResponse } from '@fobu/http';
import { queryOptions } from '@tanstack/react-query';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/schulen/{dstnr}` (institutions): one school or office; null when the service does not know the number. */
async function fetchSchule(clients: ServiceClients, dstnr: string) {
  try {
    const body = await clients.institutions.get(endpointPath('institutions', 'GET /api/v1/schulen/{dstnr}', { dstnr })).json();
    return parseResponse(SchuleSchema, body, 'Schule');
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export const schuleQueryOptions = (load: LoadServiceClients, dstnr: string) =>
  queryOptions({
    queryKey: ['institutions', 'schulen', 'eine', dstnr],
    queryFn: async () => fetchSchule(await load(), dstnr),
    staleTime: Infinity,
  });
