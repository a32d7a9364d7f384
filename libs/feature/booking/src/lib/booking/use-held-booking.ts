import { myBookingsQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { Anmeldung } from '@fobu/api-contract';
import { isActiveBooking } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { useQuery } from '@tanstack/react-query';

/**
 * The reader's own active booking of a date (or, with `terminId` null, enrolment in a course), from their bookings (the dashboard's query, so both
 * say the same): `undefined` while they load, `null` when the reader holds none. A cancelled or
 * refused booking is no longer active, so the date can be booked again, as the service allows.
 */
export function useHeldBooking(vnr: string, terminId: number | null): Anmeldung | null | undefined {
  const query = useQuery(myBookingsQueryOptions(useServiceClients(), useRoleBranch().user.uid));
  if (query.isPending) return undefined;
  return query.data?.items.find((booking) => booking.terminId === terminId && isActiveBooking(booking.status)) ?? null;
}
