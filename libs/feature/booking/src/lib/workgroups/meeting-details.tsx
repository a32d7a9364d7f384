import type { Treffen } from '@fobu/api-contract';
import { ScreenReaderText } from '@fobu/ui';
import { DocumentButton } from '../documents/document-button';
import { MeetingAnswer } from './meeting-answer';
import { canAnswer, sessionTime, trainingHours } from './meeting-state';

interface MeetingDetailsProps {
  readonly workgroupId: number;
  readonly meeting: Treffen;
  readonly now: Date;
}

/**
 * A meeting's facts for a member (when, topic, place or online room, hours), their answer while it
 * may still be given, and the calendar entry of a meeting ahead they have not declined. Parts of a
 * dashboard card (`data-card`, dashboard-card.styles.ts).
 */
export function MeetingDetails({ workgroupId, meeting, now }: MeetingDetailsProps) {
  const ahead = Date.parse(meeting.ende) >= now.getTime() && !meeting.abgesagt;
  return (
    <>
      <dl data-card="facts">
        <dt>{meeting.sitzungen.length > 1 ? 'Sitzungen' : 'Wann'}</dt>
        <dd>
          {meeting.sitzungen.length > 1
            ? meeting.sitzungen.map((session) => <div key={session.beginn}>{sessionTime(session)}</div>)
            : sessionTime(meeting)}
        </dd>
        {meeting.thema && (
          <>
            <dt>Thema</dt>
            <dd>{meeting.thema}</dd>
          </>
        )}
        <MeetingPlace meeting={meeting} ahead={ahead} />
        <dt>Umfang</dt>
        <dd>{trainingHours(meeting.stunden)}</dd>
      </dl>
      {meeting.abgesagt && <p data-card="next">Dieses Treffen fällt aus.</p>}
      {canAnswer(meeting, now) && <MeetingAnswer workgroupId={workgroupId} meeting={meeting} />}
      {ahead && meeting.eigeneAntwort !== 'abgelehnt' && (
        <div data-card="actions">
          <DocumentButton
            document={{ kind: 'meeting', workgroupId, meetingId: meeting.id }}
            label="In den Kalender (.ics)"
            context={`Treffen am ${sessionTime(meeting)}`}
          />
        </div>
      )}
    </>
  );
}

/** Where it takes place: the place, and the online room's link, which the service gives only once the member accepted. */
function MeetingPlace({ meeting, ahead }: { meeting: Treffen; ahead: boolean }) {
  const { ort, onlineLink } = meeting;
  return (
    <>
      {ort && (
        <>
          <dt>Ort</dt>
          <dd>{[ort.name, ort.raum && `Raum ${ort.raum}`, ort.adresse].filter(Boolean).join(', ')}</dd>
        </>
      )}
      {(onlineLink || !ort) && (
        <>
          <dt>Online</dt>
          <dd>
            {onlineLink ? (
              <a href={onlineLink} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline' }}>
                Zum Online-Raum
                <ScreenReaderText> (öffnet in einem neuen Fenster)</ScreenReaderText>
              </a>
            ) : ahead && meeting.eigeneAntwort !== 'zugesagt' ? (
              'Den Link zum Online-Raum sehen Sie hier, sobald Sie zugesagt haben.'
            ) : (
              'Online-Treffen'
            )}
          </dd>
        </>
      )}
    </>
  );
}
