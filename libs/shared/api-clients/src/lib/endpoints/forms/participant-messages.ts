import { endpointPath, NachrichtAntwortSchema, type NachrichtRequest } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** `POST /api/v1/termine/{id}/nachrichten` (forms, staff): a message to chosen participants; says how many got it, and by e-mail. */
export async function sendParticipantMessage(clients: ServiceClients, terminId: number, request: NachrichtRequest) {
  const body = await clients.forms
    .post(endpointPath('forms', 'POST /api/v1/termine/{id}/nachrichten', { id: terminId }), { ...FOR_PERSON, json: request })
    .json();
  return parseResponse(NachrichtAntwortSchema, body, 'Nachricht');
}

/** Sends a message; a 400 or 409 is the dialog's answer. Nothing cached changes. */
export function useSendParticipantMessage(terminId: number) {
  const load = useServiceClients();
  return useMutation({
    mutationFn: async (request: NachrichtRequest) => formOutcome(async () => sendParticipantMessage(await load(), terminId, request)),
  });
}
