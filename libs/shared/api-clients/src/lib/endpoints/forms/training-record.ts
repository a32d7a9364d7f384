import { endpointPath, FortbildungskontoSchema, type FortbildungskontoZeitraum } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import { toSearchParams } from '../../search-params';
import type { LoadServiceClients } from '../../service-clients-context';
import { fileNameOf, type ExportProgress } from './staff-exports';

/*
 * The signed-in person's Fortbildungskonto (docs/proof-of-training.md): the record with the
 * accounts' progress, and the record of a period as a Fortbildungsnachweis (PDF) or a spreadsheet.
 */

/** `GET /api/v1/fortbildungskonto` (forms): the person's training, hours and accounts. */
export const trainingRecordQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({
    queryKey: [...personKey(uid), 'fortbildungskonto'] as const,
    queryFn: async () => {
      const body = await (await load()).forms.get(endpointPath('forms', 'GET /api/v1/fortbildungskonto'), FOR_PERSON).json();
      return parseResponse(FortbildungskontoSchema, body, 'Fortbildungskonto');
    },
  });

/** The download a `DownloadButton` starts: `GET /api/v1/fortbildungskonto.pdf` or `.xlsx` of the period, with its name. */
export const trainingRecordDownload =
  (load: LoadServiceClients, format: 'pdf' | 'xlsx', period: FortbildungskontoZeitraum) =>
  async (onProgress: (progress: ExportProgress) => void) => {
    const path = endpointPath('forms', `GET /api/v1/fortbildungskonto.${format}` as const);
    const response = await (
      await load()
    ).forms.get(path, {
      ...FOR_PERSON,
      searchParams: toSearchParams(period),
      onDownloadProgress: ({ transferredBytes, totalBytes }) => onProgress({ loaded: transferredBytes, total: totalBytes || undefined }),
    });
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition'), `fortbildungsnachweis.${format}`),
    };
  };
