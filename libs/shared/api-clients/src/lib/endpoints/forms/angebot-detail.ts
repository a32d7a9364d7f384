import { AngebotDetailSchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/auth';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isNotFoundError } from '../../service-error-message';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/angebote/{vnr}` (forms): one offer with its dates. */
export async function fetchAngebot(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(`api/v1/angebote/${encodeURIComponent(vnr)}`).json();
  return parseResponse(AngebotDetailSchema, body, 'Veranstaltung');
}

/** An unknown number is not asked again: the answer will not change. */
export const angebotQueryOptions = (load: LoadServiceClients, vnr: string) =>
  queryOptions({
    queryKey: ['forms', 'angebot', vnr],
    queryFn: async () => fetchAngebot(await load(), vnr),
    retry: (failures, error) => !isNotFoundError(error) && failures < 3,
  });

export function useAngebot(vnr: string) {
  return useSuspenseQuery(angebotQueryOptions(useServiceClients(), vnr));
}
