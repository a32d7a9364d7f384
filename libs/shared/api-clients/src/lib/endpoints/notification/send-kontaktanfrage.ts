import { ApiErrorSchema, KontaktanfrageAntwortSchema, type Kontaktanfrage, type KontaktanfrageAntwort } from '@fobu/api-contract';
import { parseResponse } from '@fobu/auth';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** What became of a message: received with its reference number, or refused field by field. */
export type KontaktanfrageOutcome =
  | ({ readonly kind: 'sent' } & KontaktanfrageAntwort)
  | { readonly kind: 'invalid'; readonly fields: readonly { path: string; message: string }[] };

/**
 * `POST /api/v1/kontaktanfragen` (notification, no sign-in): a support request or feedback.
 * A 400 is an answer the form shows next to the fields, so it is returned, not thrown; every
 * other failure is thrown for the screen to explain.
 */
export async function sendKontaktanfrage(clients: ServiceClients, request: Kontaktanfrage): Promise<KontaktanfrageOutcome> {
  try {
    const body = await clients.notification.post('api/v1/kontaktanfragen', { json: request }).json();
    return { kind: 'sent', ...parseResponse(KontaktanfrageAntwortSchema, body, 'Kontaktanfrage') };
  } catch (error) {
    if (!(error instanceof HTTPError) || error.response.status !== 400) throw error;
    const answer = ApiErrorSchema.safeParse(await error.response.json().catch(() => undefined));
    if (!answer.success) throw error;
    return { kind: 'invalid', fields: answer.data.details ?? [] };
  }
}

export function useSendKontaktanfrage() {
  const load = useServiceClients();
  return useMutation({ mutationFn: async (request: Kontaktanfrage) => sendKontaktanfrage(await load(), request) });
}
