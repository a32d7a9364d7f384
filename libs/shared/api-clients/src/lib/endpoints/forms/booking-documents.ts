import { endpointPath } from '@fobu/api-contract';
import { useMutation } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';
import { fileNameOf } from './staff-exports';

/**
 * A file about the signed-in person's bookings: their calendar, one date's, a confirmation of
 * attendance, or a meeting of one of their workgroups as a calendar entry (docs/workgroups.md).
 */
export type BookingDocument =
  | { readonly kind: 'calendar'; readonly bookingId?: number }
  | { readonly kind: 'certificate'; readonly bookingId: number }
  /** A person's confirmation, downloaded by the staff from the person's page (docs/people-and-settings.md). */
  | { readonly kind: 'personCertificate'; readonly personUid: string; readonly bookingId: number }
  | { readonly kind: 'meeting'; readonly workgroupId: number; readonly meetingId: number };

/** Where each kind of file is served, and its name when the service names none. */
function pathOf(document: BookingDocument): { path: string; fallbackName: string } {
  switch (document.kind) {
    case 'personCertificate':
      return {
        path: endpointPath('forms', 'GET /api/v1/personen/{uid}/anmeldungen/{id}/teilnahmebestaetigung.pdf', {
          uid: document.personUid,
          id: document.bookingId,
        }),
        fallbackName: 'teilnahmebestaetigung.pdf',
      };
    case 'meeting':
      return {
        path: endpointPath('forms', 'GET /api/v1/arbeitsgruppen/{id}/treffen/{terminId}/kalender.ics', {
          id: document.workgroupId,
          terminId: document.meetingId,
        }),
        fallbackName: 'treffen.ics',
      };
    case 'certificate':
      return {
        path: endpointPath('forms', 'GET /api/v1/anmeldungen/{id}/teilnahmebestaetigung.pdf', { id: document.bookingId }),
        fallbackName: 'teilnahmebestaetigung.pdf',
      };
    case 'calendar':
      return document.bookingId === undefined
        ? { path: endpointPath('forms', 'GET /api/v1/anmeldungen/meine.ics'), fallbackName: 'fortbildungen.ics' }
        : {
            path: endpointPath('forms', 'GET /api/v1/anmeldungen/{id}/kalender.ics', { id: document.bookingId }),
            fallbackName: 'fortbildung.ics',
          };
  }
}

/**
 * `GET /api/v1/anmeldungen/meine.ics`, `…/{id}/kalender.ics`, `…/{id}/teilnahmebestaetigung.pdf`,
 * `GET /api/v1/arbeitsgruppen/{id}/treffen/{terminId}/kalender.ics` (forms, for the signed-in person), and a person's
 * confirmation for the staff, `GET /api/v1/personen/{uid}/anmeldungen/{id}/teilnahmebestaetigung.pdf`: the file, named as the service names it.
 */
export async function fetchBookingDocument(clients: ServiceClients, document: BookingDocument): Promise<File> {
  const { path, fallbackName } = pathOf(document);
  const response = await clients.forms.get(path, FOR_PERSON);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  return new File([await response.blob()], name, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

export function useBookingDocument() {
  const load = useServiceClients();
  return useMutation({ mutationFn: async (document: BookingDocument) => fetchBookingDocument(await load(), document) });
}
