import { DienstpostenUebersichtSchema, endpointPath, type DienstpostenUebersichtQuery } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';

/** `GET /api/v1/dienstposten/uebersicht` (forms, role dienstposten): the dates, participation and open requests of the asker's area. */
export async function fetchDienstpostenUebersicht(clients: ServiceClients, query: DienstpostenUebersichtQuery) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/dienstposten/uebersicht'), { ...FOR_PERSON, searchParams: toSearchParams(query) })
    .json();
  return parseResponse(DienstpostenUebersichtSchema, body, 'Übersicht der Dienststelle');
}

/** Under the person (their office decides the area); the previous period stays on screen while the next loads. */
export const dienstpostenUebersichtQueryOptions = (load: LoadServiceClients, uid: string, query: DienstpostenUebersichtQuery) =>
  queryOptions({
    queryKey: [...personKey(uid), 'dienstposten-uebersicht', query] as const,
    queryFn: async () => fetchDienstpostenUebersicht(await load(), query),
    placeholderData: keepPreviousData,
  });
