import { sign } from '../../auth/signing';
import type { Sql } from '@fobu/server-sql';
import { storedTokens } from './evaluation-queries';

/**
 * The one-way token of a booking's evaluation: an HMAC of the booking id under the back end's
 * key. Stored apart from the answer, it keeps one answer per booking without naming the booking;
 * without the key nobody can tell whose booking a token is.
 */
export const evaluationToken = (signingKey: string, anmeldungId: number): string => sign(signingKey, 'bewertung', String(anmeldungId));

/** Which of these bookings were evaluated already. */
export async function evaluatedBookings(sql: Sql, signingKey: string, bookingIds: readonly number[]): Promise<Set<number>> {
  const tokens = await storedTokens(
    sql,
    bookingIds.map((id) => evaluationToken(signingKey, id)),
  );
  return new Set(bookingIds.filter((id) => tokens.has(evaluationToken(signingKey, id))));
}
