import type { QueryClient } from '@tanstack/react-query';

/**
 * Everything cached for one signed-in person lives under this key: one person's data is never
 * shown to another, and what a change of theirs makes stale can be named at once.
 */
export const personKey = (uid: string) => ['person', uid] as const;

/** The cached lists every reader sees alike, whose free seats and states a booking changes. */
const SEAT_KEYS = [
  ['forms', 'termine'],
  ['forms', 'angebote'],
  ['forms', 'angebot'],
] as const;

/**
 * After a booking changed (booked, cancelled, finished, approved or refused): the person's own
 * data (bookings, approvals, school dates, and the notifications the change wrote), and the free
 * seats and waiting lists every reader sees.
 */
export async function invalidateAfterBookingChange(queryClient: QueryClient, uid: string): Promise<void> {
  await Promise.all([personKey(uid), ...SEAT_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
