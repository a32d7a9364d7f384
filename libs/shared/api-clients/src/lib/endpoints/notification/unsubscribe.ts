import { endpointPath, UnsubscribeResponseSchema } from '@fobu/api-contract';
import { isServiceError, parseResponse } from '@fobu/http';
import { useMutation } from '@tanstack/react-query';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** What became of an unsubscribe: done, or the link refused as invalid or expired (with the service's German reason). */
export type UnsubscribeOutcome =
  | { readonly kind: 'abbestellt' }
  | { readonly kind: 'link_ungueltig' | 'link_abgelaufen'; readonly message: string };

const REFUSALS = ['link_ungueltig', 'link_abgelaufen'] as const;

/**
 * `POST /api/v1/unsubscribe/{userId}` (notification, no sign-in): ends the person's e-mails with
 * the token of their e-mail's link. A refused link is an answer the page explains; any other
 * failure is thrown for it to offer another try.
 */
export async function unsubscribe(clients: ServiceClients, userId: string, token: string): Promise<UnsubscribeOutcome> {
  try {
    const body = await clients.notification
      .post(endpointPath('notification', 'POST /api/v1/unsubscribe/{userId}', { userId }), { json: { token } })
      .json();
    parseResponse(UnsubscribeResponseSchema, body, 'Abmeldung');
    return { kind: 'abbestellt' };
  } catch (error) {
    if (!isServiceError(error) || error.status !== 403) throw error;
    const refusal = REFUSALS.find((code) => code === error.code);
    if (!refusal) throw error;
    return { kind: refusal, message: error.serviceMessage ?? '' };
  }
}

export function useUnsubscribe() {
  const load = useServiceClients();
  return useMutation({
    mutationFn: async ({ userId, token }: { userId: string; token: string }) => unsubscribe(await load(), userId, token),
  });
}
