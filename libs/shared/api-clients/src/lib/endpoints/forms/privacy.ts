import {
  DatenschutzStandSchema,
  DatenschutzVorgangSchema,
  endpointPath,
  type DatenschutzVorgang,
  type LoeschantragEingabe,
} from '@fobu/api-contract';
import type { PrivacyExportFormat } from '@fobu/domain';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { fileNameOf } from './staff-exports';
import { staffKey } from './offer-work';

/*
 * Data protection (docs/people-and-settings.md, "Data protection (DSGVO)"): the data export, a
 * person's own or, for the administration, anyone's of the tenant; and erasure on request.
 */

/** `GET /api/v1/datenauskunft(.pdf)` (own, without `person`) or `GET /api/v1/personen/{uid}/datenauskunft(.pdf)` (staff): the file as the service names it. */
export async function fetchDataExport(clients: ServiceClients, format: PrivacyExportFormat, person?: string): Promise<File> {
  const suffix = format === 'pdf' ? ('.pdf' as const) : ('' as const);
  const path =
    person === undefined
      ? endpointPath('forms', `GET /api/v1/datenauskunft${suffix}`)
      : endpointPath('forms', `GET /api/v1/personen/{uid}/datenauskunft${suffix}`, { uid: person });
  const response = await clients.forms.get(path, FOR_PERSON);
  const name = fileNameOf(response.headers.get('content-disposition'), `datenauskunft.${format}`);
  return new File([await response.blob()], name, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

const privacyKey = (uid: string, person: string) => staffKey(uid, 'person', person, 'datenschutz');

/** `GET /api/v1/personen/{uid}/datenschutz` (forms, administration): the person's log and open erasure request. */
export const privacyStateQueryOptions = (load: LoadServiceClients, uid: string, person: string) =>
  queryOptions({
    queryKey: privacyKey(uid, person),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/personen/{uid}/datenschutz', { uid: person });
      return parseResponse(DatenschutzStandSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Datenschutz');
    },
  });

/** What the administration does with an erasure request. */
export type ErasureStep =
  | { readonly step: 'beantragen'; readonly input: LoeschantragEingabe }
  | { readonly step: 'bestaetigen' | 'zurueckziehen' };

async function takeErasureStep(clients: ServiceClients, person: string, step: ErasureStep): Promise<DatenschutzVorgang> {
  const request = () => {
    switch (step.step) {
      case 'beantragen':
        return clients.forms.post(endpointPath('forms', 'POST /api/v1/personen/{uid}/loeschantrag', { uid: person }), {
          ...FOR_PERSON,
          json: step.input,
        });
      case 'bestaetigen':
        return clients.forms.post(
          endpointPath('forms', 'POST /api/v1/personen/{uid}/loeschantrag/bestaetigung', { uid: person }),
          FOR_PERSON,
        );
      case 'zurueckziehen':
        return clients.forms.delete(endpointPath('forms', 'DELETE /api/v1/personen/{uid}/loeschantrag', { uid: person }), FOR_PERSON);
    }
  };
  return parseResponse(DatenschutzVorgangSchema, await request().json(), 'Löschantrag');
}

/**
 * Files, confirms or withdraws; then the person's log is read again. After an erasure the person's
 * page and the persons' lists are stale but not read at once: the page would turn into „not found“
 * before the clerk read that the erasure is done.
 */
export function useErasureStep(uid: string, person: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: ErasureStep) => takeErasureStep(await load(), person, step),
    onSuccess: async (_, { step }) => {
      if (step !== 'bestaetigen') return queryClient.invalidateQueries({ queryKey: privacyKey(uid, person) });
      await queryClient.invalidateQueries({ queryKey: staffKey(uid, 'personen'), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: staffKey(uid, 'person', person), refetchType: 'none' });
    },
  });
}
