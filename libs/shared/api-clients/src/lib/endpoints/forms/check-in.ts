import { EinlassCodeSchema, EinlassErgebnisSchema, endpointPath, type EinlassErgebnis, type EinlassRequest } from '@fobu/api-contract';
import { isServiceError, parseResponse, serviceErrorMessage } from '@fobu/http';
import { queryOptions } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';

/*
 * Check-in at the door (docs/participants.md): the participant's signed code for their date, and
 * the organiser's check-in by code or by name.
 */

/** `GET /api/v1/anmeldungen/{id}/einlass-code` (forms, for the signed-in person): the content of their QR code. */
export async function fetchEinlassCode(clients: ServiceClients, anmeldungId: number) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/anmeldungen/{id}/einlass-code', { id: anmeldungId }), FOR_PERSON)
    .json();
  return parseResponse(EinlassCodeSchema, body, 'Einlass-Code');
}

export const einlassCodeQueryOptions = (load: LoadServiceClients, uid: string, anmeldungId: number) =>
  queryOptions({
    queryKey: [...personKey(uid), 'einlass-code', anmeldungId],
    queryFn: async () => fetchEinlassCode(await load(), anmeldungId),
    // The code is signed once and for all: it does not change while the booking stands.
    staleTime: Infinity,
  });

/** What became of a check-in sent to the server: its answer, or a refusal that sending again will not change. */
export type CheckInDelivery =
  | { readonly kind: 'beantwortet'; readonly ergebnis: EinlassErgebnis }
  | { readonly kind: 'abgewiesen'; readonly message: string };

/**
 * 4xx answers that say "not now" rather than "no": the session has ended (sent again after the
 * next sign-in), a time-out, too many requests.
 */
const LATER = [401, 408, 429];

/**
 * The door does not wait longer for an answer: it decides itself and sends the check-in again
 * later, which the `vorgangId` makes safe.
 */
const CHECK_IN_TIMEOUT_MS = 8000;

/**
 * `POST /api/v1/termine/{id}/einlass` (forms, staff). A final refusal (400, 403, 404, 409) is
 * returned; what may heal (no network, a 5xx, an ended session) is thrown, so that the device
 * keeps the check-in and sends it again. A resend of the same `vorgangId` counts once.
 */
export async function sendCheckIn(clients: ServiceClients, terminId: number, request: EinlassRequest): Promise<CheckInDelivery> {
  try {
    const body = await clients.forms
      .post(endpointPath('forms', 'POST /api/v1/termine/{id}/einlass', { id: terminId }), {
        ...FOR_PERSON,
        json: request,
        timeout: CHECK_IN_TIMEOUT_MS,
      })
      .json();
    return { kind: 'beantwortet', ergebnis: parseResponse(EinlassErgebnisSchema, body, 'Einlass') };
  } catch (error) {
    if (!isServiceError(error) || error.status >= 500 || LATER.includes(error.status)) throw error;
    const fallback = 'Der Server hat den Einlass abgelehnt.';
    return { kind: 'abgewiesen', message: serviceErrorMessage(error, fallback) ?? fallback };
  }
}
