import { holdsSeat, onWaitingList, seatAllocationOf, type BookingState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { notify } from '../../notification/notify';
import { firstOnWaitingList, setStatus, type LockedTermin } from './seat-queries';
import { asBackEndSteps } from './booking-actor';

/*
 * Seat handling on a locked date (seat-queries.ts): the counters are changed on the row in memory
 * and saved once. Which states hold a seat or wait is the shared rule of @fobu/domain
 * (booking-rules.spec.ts proves it).
 */

/** A seat if one is free, else the waiting list if it has room (`seatAllocationOf`), else nothing; counts what it gives. */
export function allocate(termin: LockedTermin): 'zugelassen' | 'warteliste' | null {
  const outcome = seatAllocationOf(termin);
  if (outcome === 'zugelassen') termin.zugelassen++;
  if (outcome === 'warteliste') termin.wartend++;
  return outcome === 'ausgebucht' ? null : outcome;
}

/** Moves people up from the waiting list, in booking order, while seats are free: the seat allocation's step, not the actor's. */
export async function moveUp(sql: Sql, termin: LockedTermin) {
  while (termin.zugelassen < termin.max_plaetze && termin.wartend > 0) {
    const next = await firstOnWaitingList(sql, termin.id);
    if (!next) break;
    termin.zugelassen++;
    termin.wartend--;
    await asBackEndSteps(sql, () => setStatus(sql, next.id, 'zugelassen'));
    await notify(sql, next.uid, next.id, termin.titel, 'zugelassen');
  }
}

/** Frees what a booking held when it leaves an active state. */
export function release(termin: LockedTermin | undefined, previous: BookingState) {
  if (!termin) return;
  if (holdsSeat(previous)) termin.zugelassen--;
  if (onWaitingList(previous)) termin.wartend--;
}
