import type { PersonAnmeldung } from '@fobu/api-contract';
import { isActiveBooking, isAdmittableState } from '@fobu/domain';

/*
 * What a clerk may do with one booking on a person's page (docs/people-and-settings.md, "Acting for
 * a person on their page"): the participant list's changes, as the booking's state and date allow.
 * The back end decides again (who manages the date, a free seat); this only leaves out buttons that
 * could never work.
 */

/** The changes of a booking, in the order the page offers them. */
const BOOKING_CHANGES = ['zugelassen', 'umbuchen', 'storniert'] as const;
export type BookingChange = (typeof BOOKING_CHANGES)[number];

export const BOOKING_CHANGE_LABELS: Readonly<Record<BookingChange, string>> = {
  zugelassen: 'Zulassen',
  umbuchen: 'Umbuchen',
  storniert: 'Für die Person stornieren',
};

const before = (iso: string | null, now: Date) => iso !== null && now.getTime() < new Date(iso).getTime();

/**
 * A date's booking only (a course has no date to move to or seat to admit to): admitted from the
 * waiting list or the approval until the date ends; moved before it begins; cancelled while it
 * holds or waits for a place and the date has not ended.
 */
export function changesOf(booking: PersonAnmeldung, now: Date): BookingChange[] {
  if (booking.terminId === null || !before(booking.ende, now)) return [];
  const allowed: Readonly<Record<BookingChange, boolean>> = {
    zugelassen: isAdmittableState(booking.status),
    umbuchen: isActiveBooking(booking.status) && before(booking.beginn, now),
    storniert: isActiveBooking(booking.status),
  };
  return BOOKING_CHANGES.filter((change) => allowed[change]);
}
