import {
  attendanceSummary,
  countedAttendance,
  DEFAULT_CERTIFICATE_RULE,
  hasAttended,
  meetsCertificateRule,
  type AttendanceSummary,
  type CertificateRule,
  type SessionAttendance,
} from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import type { BookingDocumentRow } from '../documents/document-queries';
import { sessionsOf } from '../participants/date-sessions';
import { tenantCertificateRule } from './certificate-rule';

/** What a booking's attendance earns: how much was attended, under which rule, and whether that makes a confirmation. */
export interface ConfirmationCheck {
  readonly summary: AttendanceSummary;
  readonly rule: CertificateRule;
  readonly meets: boolean;
}

/** Checks the bookings against their tenants' rules, with the attendance that counts (`countedAttendance`). */
export async function confirmationChecks(sql: Sql, rows: readonly BookingDocumentRow[]): Promise<Map<number, ConfirmationCheck>> {
  const records = await sql.query<{ anmeldung_id: number; sitzung: number; status: SessionAttendance }>(
    'SELECT anmeldung_id, sitzung, status FROM anwesenheiten WHERE anmeldung_id = ANY($1)',
    [rows.map((row) => row.id)],
  );
  const rules = new Map<string, CertificateRule>();
  for (const mandant of new Set(rows.map((row) => row.mandant))) rules.set(mandant, await tenantCertificateRule(sql, mandant));
  const ruleOf = (mandant: string) => rules.get(mandant) ?? DEFAULT_CERTIFICATE_RULE;
  const checks = new Map<number, ConfirmationCheck>();
  for (const row of rows) {
    const sessions = sessionsOf(row.sitzungen);
    const own = records.filter((record) => record.anmeldung_id === row.id);
    const attendance = countedAttendance(
      sessions.length,
      new Map(own.map((record) => [record.sitzung, record.status])),
      hasAttended(row.status),
    );
    const summary = attendanceSummary(sessions, Number(row.umfang_stunden), attendance);
    const rule = ruleOf(row.mandant);
    checks.set(row.id, { summary, rule, meets: hasAttended(row.status) && meetsCertificateRule(summary, rule) });
  }
  return checks;
}
