import {
  endpointPath,
  ReferentAkteSchema,
  ReferentenPageSchema,
  type ReferentAenderung,
  type ReferentEingabe,
  type ReferentenQuery,
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
 * The speakers' directory (docs/people-and-settings.md, "Speakers' directory"): the search, one
 * speaker, and writing one; cached under the asker (whom each finds depends on their role), all
 * below one key that a change makes stale.
 */

const speakersKey = (uid: string, ...rest: readonly unknown[]) => staffKey(uid, 'referenten', ...rest);

/** `GET /api/v1/referenten?q=&seite=` (forms): a page of the speakers the asker finds; the previous page stays while the next loads. */
export const referentenSeiteQueryOptions = (load: LoadServiceClients, uid: string, query: Partial<ReferentenQuery>) =>
  queryOptions({
    queryKey: speakersKey(uid, 'liste', query),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/referenten');
      const body = await (await load()).forms.get(path, { ...FOR_PERSON, searchParams: toSearchParams(query) }).json();
      return parseResponse(ReferentenPageSchema, body, 'Referentinnen und Referenten');
    },
    placeholderData: keepPreviousData,
  });

/** `GET /api/v1/referenten/{id}` (forms): one speaker with the offers and dates they taught. */
export const referentQueryOptions = (load: LoadServiceClients, uid: string, id: number) =>
  queryOptions({
    queryKey: speakersKey(uid, 'eintrag', id),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/referenten/{id}', { id });
      return parseResponse(ReferentAkteSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Referentin oder Referent');
    },
  });

/** `POST /api/v1/referenten` or `PUT /api/v1/referenten/{id}`: a new speaker or one's changed details. */
async function saveReferent(clients: ServiceClients, id: number | undefined, referent: ReferentEingabe | ReferentAenderung) {
  const options = { ...FOR_PERSON, json: referent };
  const request =
    id === undefined
      ? clients.forms.post(endpointPath('forms', 'POST /api/v1/referenten'), options)
      : clients.forms.put(endpointPath('forms', 'PUT /api/v1/referenten/{id}', { id }), options);
  return { referent: parseResponse(ReferentAkteSchema, await request.json(), 'Referentin oder Referent') };
}

/** Saves a speaker (`id` undefined: a new one); a 400 or 409 is the form's answer, the directory's reads reload. */
export function useSaveReferent(uid: string, id: number | undefined) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (referent: ReferentEingabe | ReferentAenderung) => formOutcome(async () => saveReferent(await load(), id, referent)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: speakersKey(uid) }),
  });
}
