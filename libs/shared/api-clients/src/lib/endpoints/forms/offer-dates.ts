import { endpointPath, TerminVerwaltungListSchema, TerminVerwaltungSchema, type TerminEingabe } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * An offer's dates as its staff manage them (docs/offers.md, "Dates"): every date in every state,
 * with the seats taken; writing, cancelling and deleting one.
 */

const datesKey = (uid: string, vnr: string) => staffKey(uid, 'termine', vnr);

/** `GET /api/v1/angebote/{vnr}/termine` (forms, staff). */
export async function fetchOfferDates(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/angebote/{vnr}/termine', { vnr }), FOR_PERSON).json();
  return parseResponse(TerminVerwaltungListSchema, body, 'Termine');
}

export const offerDatesQueryOptions = (load: LoadServiceClients, uid: string, vnr: string) =>
  queryOptions({ queryKey: datesKey(uid, vnr), queryFn: async () => fetchOfferDates(await load(), vnr) });

/** What can be done to a date: write a new one, change one, cancel one with a reason, delete an unbooked one. */
export type DateChange =
  | { readonly kind: 'anlegen'; readonly vnr: string; readonly termin: TerminEingabe }
  | { readonly kind: 'aendern'; readonly id: number; readonly termin: TerminEingabe }
  | { readonly kind: 'absagen'; readonly id: number; readonly grund: string }
  | { readonly kind: 'loeschen'; readonly id: number };

async function changeDate(clients: ServiceClients, change: DateChange) {
  const { forms } = clients;
  const request =
    change.kind === 'anlegen'
      ? forms.post(endpointPath('forms', 'POST /api/v1/angebote/{vnr}/termine', { vnr: change.vnr }), {
          ...FOR_PERSON,
          json: change.termin,
        })
      : change.kind === 'aendern'
        ? forms.put(endpointPath('forms', 'PUT /api/v1/termine/{id}', { id: change.id }), { ...FOR_PERSON, json: change.termin })
        : change.kind === 'absagen'
          ? forms.post(endpointPath('forms', 'POST /api/v1/termine/{id}/absagen', { id: change.id }), {
              ...FOR_PERSON,
              json: { grund: change.grund },
            })
          : forms.delete(endpointPath('forms', 'DELETE /api/v1/termine/{id}', { id: change.id }), FOR_PERSON);
  return parseResponse(TerminVerwaltungSchema, await request.json(), 'Termin');
}

/** One change to a date of the offer `vnr`; a 400 or 409 is an answer for the form, the dates and staff lists reload. */
export function useChangeDate(uid: string, vnr: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: DateChange) => formOutcome(async () => changeDate(await load(), change)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: staffKey(uid) }), queryClient.invalidateQueries({ queryKey: ['forms'] })]),
  });
}
