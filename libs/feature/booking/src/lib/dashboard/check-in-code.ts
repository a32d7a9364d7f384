import type { Anmeldung } from '@fobu/api-contract';
import { isoDayInGermany } from '@fobu/domain';

/**
 * Whether the participant has a code for the door: an admitted booking of a date, up to the end
 * of its first day (a booking knows its date's start only; the door lets a person in once).
 */
export const hasCheckInCode = (booking: Anmeldung, now: Date): boolean =>
  booking.status === 'zugelassen' &&
  booking.terminId !== null &&
  booking.beginn !== null &&
  isoDayInGermany(new Date(booking.beginn)) >= isoDayInGermany(now);
