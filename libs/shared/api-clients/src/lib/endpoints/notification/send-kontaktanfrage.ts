import { endpointPath, KontaktanfrageAntwortSchema, type Kontaktanfrage, type KontaktanfrageAntwort } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation } from '@tanstack/react-query';
import { formOutcome, type FormOutcome } from '../../form-outcome';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** What became of a message: received with its reference number, or refused. */
export type KontaktanfrageOutcome = FormOutcome<KontaktanfrageAntwort>;

/** `POST /api/v1/kontaktanfragen` (notification, no sign-in): a support request or feedback. */
export async function sendKontaktanfrage(clients: ServiceClients, request: Kontaktanfrage): Promise<KontaktanfrageOutcome> {
  return formOutcome(async () => {
    const body = await clients.notification.post(endpointPath('notification', 'POST /api/v1/kontaktanfragen'), { json: request }).json();
    return parseResponse(KontaktanfrageAntwortSchema, body, 'Kontaktanfrage');
  });
}

export function useSendKontaktanfrage() {
  const load = useServiceClients();
  return useMutation({ mutationFn: async (request: Kontaktanfrage) => sendKontaktanfrage(await load(), request) });
}
