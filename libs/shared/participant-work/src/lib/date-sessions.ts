import type { TerminSearchItem } from '@fobu/api-contract';
import { formatDay, formatTimeRange } from '@fobu/domain';

type Dated = Pick<TerminSearchItem, 'beginn' | 'ende' | 'sitzungen'>;

/** A date's sessions in order; a date stored without any is one session from its start to its end. */
export const sessionsOf = (date: Dated) => (date.sitzungen.length > 0 ? date.sitzungen : [{ beginn: date.beginn, ende: date.ende }]);

/** Has the moment passed? Attendance is recorded from a session's start on. */
export const hasBegun = (iso: string, now = Date.now()) => new Date(iso).getTime() <= now;

/** „2. Sitzung: Mi., 03.12.2025, 14:00–17:00 Uhr“ */
export const sessionLabel = (session: { beginn: string; ende: string }, index: number) =>
  `${index + 1}. Sitzung: ${formatDay(session.beginn)}, ${formatTimeRange(session.beginn, session.ende)}`;
