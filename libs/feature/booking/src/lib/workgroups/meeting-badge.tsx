import type { Treffen } from '@fobu/api-contract';
import { MEETING_ANSWER_LABELS, type MeetingAnswer, type StateTone } from '@fobu/domain';
import { BookingStateBadge, StateBadge } from '@fobu/ui/booking';

const ANSWER_TONES: Readonly<Record<MeetingAnswer, StateTone>> = { offen: 'waiting', zugesagt: 'confirmed', abgelehnt: 'ended' };

/**
 * A meeting's state for the member, as a badge: called off; once recorded, their attendance (the
 * booking's state, as their attended trainings show it); else their answer.
 */
export function MeetingBadge({ meeting }: { meeting: Treffen }) {
  if (meeting.abgesagt) return <StateBadge tone="ended">Fällt aus</StateBadge>;
  if (meeting.eigenerStatus && meeting.eigenerStatus !== 'zugelassen' && meeting.eigenerStatus !== 'storniert') {
    return <BookingStateBadge state={meeting.eigenerStatus} />;
  }
  const answer = meeting.eigeneAntwort ?? 'offen';
  return <StateBadge tone={ANSWER_TONES[answer]}>{MEETING_ANSWER_LABELS[answer]}</StateBadge>;
}
