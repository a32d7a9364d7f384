import { certificateRefusal, hasAttended } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { bookingDocumentsByIds } from '../documents/document-queries';
import { confirmationChecks } from './confirmation-check';

/**
 * Why the attended ones of the bookings get no confirmation (below the tenant's rule), by booking
 * id, for the lists that offer the download (`bestaetigungHinweis`); a booking that earns one is absent.
 */
export async function confirmationRefusals(
  sql: Sql,
  bookings: readonly { id: number; status: string }[],
  addressee: 'person' | 'staff',
): Promise<Map<number, string>> {
  const attended = bookings.filter((booking) => hasAttended(booking.status)).map((booking) => booking.id);
  if (attended.length === 0) return new Map();
  const checks = await confirmationChecks(sql, await bookingDocumentsByIds(sql, attended));
  return new Map(
    [...checks].flatMap(([id, check]) => (check.meets ? [] : [[id, certificateRefusal(check.summary, check.rule, addressee)] as const])),
  );
}
