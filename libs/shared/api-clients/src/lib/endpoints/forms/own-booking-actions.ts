import { AnmeldungSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { invalidateAfterBookingChange } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** What a participant may do with their own booking: cancel it, or finish a self-learning course. */
export type OwnBookingAction = 'stornieren' | 'abschliessen';
const WHAT: Readonly<Record<OwnBookingAction, string>> = { stornieren: 'Stornierung', abschliessen: 'Kursabschluss' };

/** `POST /api/v1/anmeldungen/{id}/{action}` (forms, for the signed-in person): answers the changed booking. */
async function actOnOwnBooking(clients: ServiceClients, id: number, action: OwnBookingAction) {
  const body = await clients.forms
    .post(endpointPath('forms', `POST /api/v1/anmeldungen/{id}/${action}` as const, { id }), FOR_PERSON)
    .json();
  return parseResponse(AnmeldungSchema, body, WHAT[action]);
}

/** Cancels a booking, before its cancellation deadline. */
export const cancelBooking = (clients: ServiceClients, id: number) => actOnOwnBooking(clients, id, 'stornieren');
/** Marks a self-learning course finished, where the course leaves that to the participant. */
export const finishCourse = (clients: ServiceClients, id: number) => actOnOwnBooking(clients, id, 'abschliessen');

/** One of the participant's actions; their bookings, notifications and the free seats reload after it. */
export function useOwnBookingAction(uid: string, action: OwnBookingAction) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => actOnOwnBooking(await load(), id, action),
    onSuccess: () => invalidateAfterBookingChange(queryClient, uid),
  });
}
