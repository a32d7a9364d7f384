import { SEAT_ALLOCATION_FULL, SEAT_ALLOCATION_STEPS } from '@fobu/domain';
import { sqlText } from '../../db/sql-literals';

/**
 * The shared seat allocation (`seatAllocationOf` in @fobu/domain: a free seat, else a free place on
 * the waiting list, else full) as an SQL `CASE` over the date's counter columns, generated from the
 * domain's steps so that the one-statement booking cannot decide otherwise. `prefix` qualifies the
 * columns (`t.` for a table alias); `booking-rules.spec.ts` checks the two against each other.
 */
export const seatAllocationSql = (prefix = ''): string =>
  `(CASE ${SEAT_ALLOCATION_STEPS.map(
    (step) => `WHEN ${prefix}${step.taken} < ${prefix}${step.capacity} THEN ${sqlText(step.outcome)}`,
  ).join(' ')} ELSE ${sqlText(SEAT_ALLOCATION_FULL)} END)`;
