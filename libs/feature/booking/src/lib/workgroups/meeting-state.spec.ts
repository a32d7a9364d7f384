import type { Treffen } from '@fobu/api-contract';
import { answerSentence, canAnswer, splitMeetings, trainingHours } from './meeting-state';

const NOW = new Date('2026-12-01T10:00:00Z');

function meeting(id: number, beginn: string, ende: string, more: Partial<Treffen> = {}): Treffen {
  return {
    id,
    beginn,
    ende,
    sitzungen: [{ beginn, ende }],
    ort: null,
    onlineLink: null,
    stunden: 2,
    thema: '',
    abgesagt: false,
    antworten: { zugesagt: 0, abgelehnt: 0, offen: 1 },
    eigeneAntwort: 'offen',
    eigenerStatus: null,
    ...more,
  };
}

describe('a member’s meetings', () => {
  it('splits them into those ahead (soonest first, cancelled ones too) and those over (latest first)', () => {
    const { upcoming, past } = splitMeetings(
      [
        meeting(1, '2026-11-01T13:00:00Z', '2026-11-01T15:00:00Z'),
        meeting(2, '2026-12-20T13:00:00Z', '2026-12-20T15:00:00Z'),
        meeting(3, '2026-12-05T13:00:00Z', '2026-12-05T15:00:00Z', { abgesagt: true }),
        meeting(4, '2026-11-20T13:00:00Z', '2026-11-20T15:00:00Z'),
        // Under way: still ahead until it ends.
        meeting(5, '2026-12-01T09:00:00Z', '2026-12-01T12:00:00Z'),
      ],
      NOW,
    );
    expect(upcoming.map((item) => item.id)).toEqual([5, 3, 2]);
    expect(past.map((item) => item.id)).toEqual([4, 1]);
  });

  it('takes an answer until the meeting begins, and none once it is cancelled', () => {
    expect(canAnswer(meeting(1, '2026-12-05T13:00:00Z', '2026-12-05T15:00:00Z'), NOW)).toBe(true);
    expect(canAnswer(meeting(1, '2026-12-01T09:00:00Z', '2026-12-01T12:00:00Z'), NOW)).toBe(false);
    expect(canAnswer(meeting(1, '2026-12-05T13:00:00Z', '2026-12-05T15:00:00Z', { abgesagt: true }), NOW)).toBe(false);
  });

  it('says the answer and the hours in German', () => {
    expect(answerSentence(meeting(1, '', '', { eigeneAntwort: 'zugesagt' }))).toBe('Sie haben zugesagt.');
    expect(answerSentence(meeting(1, '', '', { eigeneAntwort: 'abgelehnt' }))).toBe('Sie haben abgesagt.');
    expect(answerSentence(meeting(1, '', '', { eigeneAntwort: null }))).toBe('Sie haben noch nicht geantwortet.');
    expect(trainingHours(1)).toBe('1 Fortbildungsstunde');
    expect(trainingHours(1.5)).toBe('1,5 Fortbildungsstunden');
  });
});
