import type { Sql } from '@fobu/server-sql';
import { bookingDocumentsByIds } from '../documents/document-queries';
import { confirmationChecks } from './confirmation-check';
import { confirmationFacts } from './confirmation-facts';
import { retireDocument, validConfirmations } from './document-register';

/**
 * After attendance changed (in the same transaction): each valid confirmation of the bookings
 * whose facts no longer hold is replaced (`ersetzt`: the attendance still meets the rule, and the
 * next download issues the new one) or revoked (`widerrufen`: it no longer does).
 */
export async function reviewConfirmations(sql: Sql, bookingIds: readonly number[]): Promise<void> {
  const valid = await validConfirmations(sql, bookingIds);
  if (valid.length === 0) return;
  const rows = await bookingDocumentsByIds(sql, [...new Set(valid.map((doc) => doc.anmeldung_id))]);
  const checks = await confirmationChecks(sql, rows);
  for (const doc of valid) {
    const row = rows.find((candidate) => candidate.id === doc.anmeldung_id);
    const check = row && checks.get(row.id);
    if (!row || !check) continue;
    await retireDocument(sql, doc.id, check.meets ? 'ersetzt' : 'widerrufen', confirmationFacts(row, check.summary));
  }
}
