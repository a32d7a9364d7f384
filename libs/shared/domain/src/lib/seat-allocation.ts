/*
 * Where a new booking of a date goes (docs/participants.md): a free seat, else a free place on the
 * waiting list, else nowhere. The back end decides it in TypeScript (a school head's approval) and
 * in SQL (booking a date in one statement); the SQL is generated from the steps below.
 */

/** A date's seat counters and capacities, named as the date's columns. */
export type SeatCounters = Readonly<Record<'zugelassen' | 'max_plaetze' | 'wartend' | 'warteliste_plaetze', number>>;

/** The outcome of the allocation: a seat, a place on the waiting list, or full. */
export type SeatAllocation = 'zugelassen' | 'warteliste' | 'ausgebucht';

/** The steps in their order: the first whose counter is below its capacity gives the booking its state. */
export const SEAT_ALLOCATION_STEPS = [
  { outcome: 'zugelassen', taken: 'zugelassen', capacity: 'max_plaetze' },
  { outcome: 'warteliste', taken: 'wartend', capacity: 'warteliste_plaetze' },
] as const satisfies readonly { outcome: SeatAllocation; taken: keyof SeatCounters; capacity: keyof SeatCounters }[];

/** What a date with these counters gives a new booking, when no step has room. */
export const SEAT_ALLOCATION_FULL = 'ausgebucht' satisfies SeatAllocation;

/** Where a new booking of a date with these counters goes. */
export function seatAllocationOf(counters: SeatCounters): SeatAllocation {
  return SEAT_ALLOCATION_STEPS.find((step) => counters[step.taken] < counters[step.capacity])?.outcome ?? SEAT_ALLOCATION_FULL;
}
