import {
  AnmeldungSchema,
  endpointPath,
  TeilnehmendeListSchema,
  TeilnehmendeSchema,
  TerminSearchItemSchema,
  type AnmeldungStatusChange,
  type UmbuchungRequest,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import { invalidateAfterBookingChange } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * A date's participants as its organisers handle them (docs/participants.md): the date, the list,
 * and the changes made for one person. The list is the staff's (cached under the person, staffKey);
 * a change also moves seats that every reader sees, so it reloads those too.
 */

/** `GET /api/v1/termine/{id}` as the staff read it: also a date of an unpublished offer of their tenant. */
export async function fetchStaffTermin(clients: ServiceClients, terminId: number) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/termine/{id}', { id: terminId }), FOR_PERSON).json();
  return parseResponse(TerminSearchItemSchema, body, 'Termin');
}

export const staffTerminQueryOptions = (load: LoadServiceClients, uid: string, terminId: number) =>
  queryOptions({ queryKey: staffKey(uid, 'termin', terminId), queryFn: async () => fetchStaffTermin(await load(), terminId) });

/** `GET /api/v1/termine/{id}/teilnehmende` (forms, staff): every booking of the date, in booking order. */
export async function fetchTeilnehmende(clients: ServiceClients, terminId: number) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/termine/{id}/teilnehmende', { id: terminId }), FOR_PERSON).json();
  return parseResponse(TeilnehmendeListSchema, body, 'Teilnehmende');
}

export const teilnehmendeQueryOptions = (load: LoadServiceClients, uid: string, terminId: number) =>
  queryOptions({ queryKey: staffKey(uid, 'teilnehmende', terminId), queryFn: async () => fetchTeilnehmende(await load(), terminId) });

/** What an organiser does for one person: a new state (with the reason they are told), or another date. */
export type ParticipantChange =
  | ({ readonly kind: 'status'; readonly anmeldungId: number } & AnmeldungStatusChange)
  | ({ readonly kind: 'umbuchen'; readonly anmeldungId: number } & UmbuchungRequest);

/** `POST /api/v1/anmeldungen/{id}/status` and `POST /api/v1/anmeldungen/{id}/umbuchen` (forms, staff). */
export async function changeParticipant(clients: ServiceClients, change: ParticipantChange) {
  const path = endpointPath('forms', `POST /api/v1/anmeldungen/{id}/${change.kind}` as const, { id: change.anmeldungId });
  if (change.kind === 'status') {
    const body = await clients.forms.post(path, { ...FOR_PERSON, json: { status: change.status, notiz: change.notiz } }).json();
    return parseResponse(AnmeldungSchema, body, 'Anmeldung');
  }
  const body = await clients.forms.post(path, { ...FOR_PERSON, json: { terminId: change.terminId, notiz: change.notiz } }).json();
  return parseResponse(TeilnehmendeSchema, body, 'Umbuchung');
}

/** One change for a person; a 400 or 409 is the dialog's answer; the lists, seats and the person's data reload. */
export function useChangeParticipant(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ParticipantChange) => formOutcome(async () => changeParticipant(await load(), change)),
    onSuccess: () => invalidateAfterBookingChange(queryClient, uid),
  });
}
