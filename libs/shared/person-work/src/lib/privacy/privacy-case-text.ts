import type { DatenschutzVorgang } from '@fobu/api-contract';
import { actingStaffName, formatMoment, PRIVACY_CASE_LABELS } from '@fobu/domain';

/** One line of the data protection log: when, what, by whom, and who settled a request when. */
export function caseText(entry: DatenschutzVorgang): string {
  const what = `${PRIVACY_CASE_LABELS[entry.art === 'loeschung' ? 'offen' : 'erteilt']}${entry.format ? ` (${entry.format.toUpperCase()})` : ''}`;
  const settled =
    entry.erledigtVon && entry.erledigtAm
      ? `; ${PRIVACY_CASE_LABELS[entry.status]} am ${formatMoment(entry.erledigtAm)} durch ${actingStaffName(entry.erledigtVon)}`
      : '';
  return `${formatMoment(entry.gestelltAm)}: ${what} durch ${actingStaffName(entry.gestelltVon)}${settled}`;
}
