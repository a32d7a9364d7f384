import type { Treffen } from '@fobu/api-contract';
import { formatDay, formatGermanNumber, formatTimeRange } from '@fobu/domain';

/** Whether the member may still accept or decline: until the meeting begins, and not once it is cancelled (docs/workgroups.md). */
export const canAnswer = (meeting: Treffen, now: Date): boolean => !meeting.abgesagt && Date.parse(meeting.beginn) > now.getTime();

/** Meetings ahead by start (a cancelled one too, so that the member sees it is off), and those over, latest first. */
export function splitMeetings(meetings: readonly Treffen[], now: Date): { upcoming: Treffen[]; past: Treffen[] } {
  const byStart = (a: Treffen, b: Treffen) => Date.parse(a.beginn) - Date.parse(b.beginn);
  const isOver = (meeting: Treffen) => Date.parse(meeting.ende) < now.getTime();
  return {
    upcoming: meetings.filter((meeting) => !isOver(meeting)).sort(byStart),
    past: meetings.filter(isOver).sort((a, b) => byStart(b, a)),
  };
}

/** „Mi., 03.12.2026, 14:00–17:00 Uhr“: one session's day and time. */
export const sessionTime = (session: { beginn: string; ende: string }): string =>
  `${formatDay(session.beginn)}, ${formatTimeRange(session.beginn, session.ende)}`;

/** „3 Fortbildungsstunden“, „1,5 Fortbildungsstunden“, „1 Fortbildungsstunde“. */
export const trainingHours = (hours: number): string =>
  `${formatGermanNumber(hours)} ${hours === 1 ? 'Fortbildungsstunde' : 'Fortbildungsstunden'}`;

/** What the member's answer means, as a sentence, for the status line beside the answer buttons. */
export function answerSentence(meeting: Treffen): string {
  switch (meeting.eigeneAntwort) {
    case 'zugesagt':
      return 'Sie haben zugesagt.';
    case 'abgelehnt':
      return 'Sie haben abgesagt.';
    default:
      return 'Sie haben noch nicht geantwortet.';
  }
}
