import { Button, Flex, Text } from '@chakra-ui/react';
import { serviceErrorMessage, useAnswerMeeting } from '@fobu/api-clients';
import type { Treffen } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { ScreenReaderText } from '@fobu/ui';
import { useId } from 'react';
import { answerSentence, sessionTime } from './meeting-state';

const REPLIES = [
  { antwort: 'zugesagt', label: 'Zusagen' },
  { antwort: 'abgelehnt', label: 'Absagen' },
] as const;

const FALLBACK = 'Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.';

/**
 * Accept or decline a meeting's invitation: two buttons, the one of the current answer pressed, and
 * the answer as a sentence in a live region, so that a screen reader hears the change. The buttons
 * are never disabled while it saves, so that the focus stays where it was. The organiser sees the
 * answers in the meeting's invitations.
 */
export function MeetingAnswer({ workgroupId, meeting }: { workgroupId: number; meeting: Treffen }) {
  const answer = useAnswerMeeting(useRoleBranch().user.uid);
  const labelId = useId();
  const error = serviceErrorMessage(answer.error, FALLBACK);
  const when = sessionTime(meeting);
  return (
    <div role="group" aria-labelledby={labelId} data-meeting="answer">
      <Text id={labelId} fontWeight="600">
        Ihre Antwort<ScreenReaderText>: Treffen am {when}</ScreenReaderText>
      </Text>
      <Text role="status" mb="2">
        {answer.isPending ? 'Ihre Antwort wird gespeichert …' : answerSentence(meeting)}
      </Text>
      <Flex gap="3" wrap="wrap">
        {REPLIES.map(({ antwort, label }) => {
          const current = meeting.eigeneAntwort === antwort;
          return (
            <Button
              key={antwort}
              size="sm"
              minH="44px"
              {...(current ? { colorPalette: 'brand' } : { variant: 'outline' as const })}
              aria-pressed={current}
              onClick={() => {
                if (!current && !answer.isPending) answer.mutate({ workgroupId, meetingId: meeting.id, antwort });
              }}
            >
              {label}
              <ScreenReaderText>: Treffen am {when}</ScreenReaderText>
            </Button>
          );
        })}
      </Flex>
      {error && (
        <Text role="alert" color="fg.error" mt="2">
          {error}
        </Text>
      )}
    </div>
  );
}
