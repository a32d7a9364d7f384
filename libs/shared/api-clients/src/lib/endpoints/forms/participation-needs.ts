import {
  AnmeldungBedarfeSchema,
  endpointPath,
  TeilnahmeBedarfeSchema,
  TerminBedarfeSchema,
  type TeilnahmeBedarfe,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * Needs for taking part (docs/people-and-settings.md, "Needs for taking part"): the person's own
 * in their settings, a booking's copy given when booking, and a date's for its staff.
 */

const ownNeedsKey = (uid: string) => [...personKey(uid), 'teilnahme-bedarfe'] as const;

/** `GET /api/v1/teilnahme-bedarfe` (forms): the signed-in person's own, each kind empty where there is none. */
export const teilnahmeBedarfeQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({
    queryKey: ownNeedsKey(uid),
    queryFn: async () => {
      const body = await (await load()).forms.get(endpointPath('forms', 'GET /api/v1/teilnahme-bedarfe'), FOR_PERSON).json();
      return parseResponse(TeilnahmeBedarfeSchema, body, 'Bedarfe');
    },
  });

/** `PUT /api/v1/teilnahme-bedarfe`: saves the person's own; the answer replaces the cache. */
export function useSaveTeilnahmeBedarfe(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (needs: TeilnahmeBedarfe) => {
      const path = endpointPath('forms', 'PUT /api/v1/teilnahme-bedarfe');
      return parseResponse(TeilnahmeBedarfeSchema, await (await load()).forms.put(path, { ...FOR_PERSON, json: needs }).json(), 'Bedarfe');
    },
    onSuccess: (saved) => queryClient.setQueryData(ownNeedsKey(uid), saved),
  });
}

const bookingNeedsKey = (uid: string, anmeldungId: number) => [...personKey(uid), 'anmeldung-bedarfe', anmeldungId] as const;

/** `GET /api/v1/anmeldungen/{id}/bedarfe` (forms): the needs of one of the person's own bookings, each kind empty where there is none. */
export const anmeldungBedarfeQueryOptions = (load: LoadServiceClients, uid: string, anmeldungId: number) =>
  queryOptions({
    queryKey: bookingNeedsKey(uid, anmeldungId),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/anmeldungen/{id}/bedarfe', { id: anmeldungId });
      return parseResponse(AnmeldungBedarfeSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Bedarfe');
    },
  });

/** `PUT /api/v1/anmeldungen/{id}/bedarfe`: the needs the person confirmed or adapted for one booking; the answer replaces the cache. */
export function useSaveBookingNeeds(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ anmeldungId, needs }: { anmeldungId: number; needs: TeilnahmeBedarfe }) => {
      const path = endpointPath('forms', 'PUT /api/v1/anmeldungen/{id}/bedarfe', { id: anmeldungId });
      return parseResponse(AnmeldungBedarfeSchema, await (await load()).forms.put(path, { ...FOR_PERSON, json: needs }).json(), 'Bedarfe');
    },
    onSuccess: (saved) => queryClient.setQueryData(bookingNeedsKey(uid, saved.anmeldungId), saved),
  });
}

/** `GET /api/v1/termine/{id}/bedarfe` (forms, the date's staff): the needs of the bookings that have any. */
export const terminBedarfeQueryOptions = (load: LoadServiceClients, uid: string, terminId: number) =>
  queryOptions({
    queryKey: staffKey(uid, 'bedarfe', terminId),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/termine/{id}/bedarfe', { id: terminId });
      return parseResponse(TerminBedarfeSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Bedarfe');
    },
  });
