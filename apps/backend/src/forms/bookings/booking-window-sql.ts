/**
 * The shared booking window (`bookingWindowOf` in @fobu/domain: open from Anmeldebeginn through
 * Anmeldeschluss, both included) as an SQL expression over the date `t`, answering 'not_yet',
 * 'open' or 'closed'. SQL cannot call the shared function, so this is its one translation;
 * `booking-rules.spec.ts` checks the two against each other at both bounds (`now` is an SQL
 * expression there, so that the test can pin the instant).
 */
export const bookingWindowSql = (t: string, now = 'now()') =>
  `(CASE WHEN ${now} < ${t}.anmeldebeginn THEN 'not_yet' WHEN ${now} > ${t}.anmeldeschluss THEN 'closed' ELSE 'open' END)`;
