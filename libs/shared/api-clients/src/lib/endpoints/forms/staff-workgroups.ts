import {
  ArbeitsgruppeHistorieSchema,
  ArbeitsgruppenPageSchema,
  ArbeitsgruppeSchema,
  EinladungListSchema,
  endpointPath,
  MitgliederListSchema,
  PersonTrefferListSchema,
  type ArbeitsgruppeEingabe,
  type ArbeitsgruppenQuery,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * Workgroups as their staff read and write them (docs/workgroups.md): the tenant's list, one group
 * with its meetings, its members, history and a meeting's invitations. Cached under the person
 * (staffKey, what each sees depends on their role), all below one key that every change makes stale.
 */

/** Every workgroup read of the person, so that one change reloads them all. */
export const workgroupsKey = (uid: string, ...rest: readonly unknown[]) => staffKey(uid, 'arbeitsgruppen', ...rest);

/** `GET /api/v1/arbeitsgruppen` (forms): a page of the tenant's groups for its staff. */
async function searchArbeitsgruppen(clients: ServiceClients, query: ArbeitsgruppenQuery) {
  const path = endpointPath('forms', 'GET /api/v1/arbeitsgruppen');
  const body = await clients.forms.get(path, { ...FOR_PERSON, searchParams: toSearchParams(query) }).json();
  return parseResponse(ArbeitsgruppenPageSchema, body, 'Arbeitsgruppen');
}

/** The previous page stays while the next loads, so that the table does not jump. */
export const arbeitsgruppenQueryOptions = (load: LoadServiceClients, uid: string, query: ArbeitsgruppenQuery) =>
  queryOptions({
    queryKey: workgroupsKey(uid, 'liste', query),
    queryFn: async () => searchArbeitsgruppen(await load(), query),
    placeholderData: keepPreviousData,
  });

/** `GET /api/v1/arbeitsgruppen/{id}` (forms): one group with its meetings and what the asker may do (staff and members alike). */
export async function fetchArbeitsgruppe(clients: ServiceClients, id: number) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/arbeitsgruppen/{id}', { id }), FOR_PERSON).json();
  return parseResponse(ArbeitsgruppeSchema, body, 'Arbeitsgruppe');
}

export const arbeitsgruppeQueryOptions = (load: LoadServiceClients, uid: string, id: number) =>
  queryOptions({ queryKey: workgroupsKey(uid, id), queryFn: async () => fetchArbeitsgruppe(await load(), id) });

/** `GET /api/v1/arbeitsgruppen/{id}/mitglieder` (forms, group staff). */
export const mitgliederQueryOptions = (load: LoadServiceClients, uid: string, id: number) =>
  queryOptions({
    queryKey: workgroupsKey(uid, id, 'mitglieder'),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/arbeitsgruppen/{id}/mitglieder', { id });
      return parseResponse(MitgliederListSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Mitglieder');
    },
  });

/** `GET /api/v1/arbeitsgruppen/{id}/historie` (forms, group staff). */
export const gruppenHistorieQueryOptions = (load: LoadServiceClients, uid: string, id: number) =>
  queryOptions({
    queryKey: workgroupsKey(uid, id, 'historie'),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/arbeitsgruppen/{id}/historie', { id });
      return parseResponse(ArbeitsgruppeHistorieSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Verlauf');
    },
  });

/** `GET …/treffen/{terminId}/einladungen` (forms, group staff): who was invited and how they answered. */
export const einladungenQueryOptions = (load: LoadServiceClients, uid: string, id: number, terminId: number) =>
  queryOptions({
    queryKey: workgroupsKey(uid, id, 'einladungen', terminId),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/arbeitsgruppen/{id}/treffen/{terminId}/einladungen', { id, terminId });
      return parseResponse(EinladungListSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Einladungen');
    },
  });

/** `GET /api/v1/arbeitsgruppen/personen?q=` (forms, group staff): persons of the tenant to add; asked from two letters on. */
export const personenQueryOptions = (load: LoadServiceClients, uid: string, q: string) =>
  queryOptions({
    queryKey: workgroupsKey(uid, 'personen', q),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/arbeitsgruppen/personen');
      const body = await (await load()).forms.get(path, { ...FOR_PERSON, searchParams: { q } }).json();
      return parseResponse(PersonTrefferListSchema, body, 'Personen');
    },
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** `POST /api/v1/arbeitsgruppen` or `PUT /api/v1/arbeitsgruppen/{id}`: a new group or one's changed details. */
async function saveArbeitsgruppe(clients: ServiceClients, id: number | undefined, gruppe: ArbeitsgruppeEingabe) {
  const options = { ...FOR_PERSON, json: gruppe };
  const request =
    id === undefined
      ? clients.forms.post(endpointPath('forms', 'POST /api/v1/arbeitsgruppen'), options)
      : clients.forms.put(endpointPath('forms', 'PUT /api/v1/arbeitsgruppen/{id}', { id }), options);
  return { gruppe: parseResponse(ArbeitsgruppeSchema, await request.json(), 'Arbeitsgruppe') };
}

/** Saves a group (`id` undefined: a new one); a 400 or 409 is the form's answer, the person's group reads reload. */
export function useSaveArbeitsgruppe(uid: string, id: number | undefined) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (gruppe: ArbeitsgruppeEingabe) => formOutcome(async () => saveArbeitsgruppe(await load(), id, gruppe)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workgroupsKey(uid) }),
  });
}
