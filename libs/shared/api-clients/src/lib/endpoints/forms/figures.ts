import { endpointPath, KennzahlenSchema, type KennzahlenQuery } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';

/*
 * Controlling's figures (docs/controlling.md): counts the forms service makes for the signed-in
 * controller's tenant. Each figure downloads as an Excel workbook through `staffExportDownload`
 * (`{ kind: 'kennzahl', file, query }`).
 */

/** `GET /api/v1/kennzahlen` (forms, controlling): every figure for the period, district and offer type. */
export async function fetchKennzahlen(clients: ServiceClients, query: KennzahlenQuery) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/kennzahlen'), { ...FOR_PERSON, searchParams: toSearchParams(query) })
    .json();
  return parseResponse(KennzahlenSchema, body, 'Kennzahlen');
}

/** Cached under the person: the figures are their tenant's and their role's to see. */
export const kennzahlenQueryOptions = (load: LoadServiceClients, uid: string, query: KennzahlenQuery) =>
  queryOptions({
    queryKey: [...personKey(uid), 'kennzahlen', query],
    queryFn: async () => fetchKennzahlen(await load(), query),
  });
