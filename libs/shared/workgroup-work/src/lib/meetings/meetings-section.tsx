import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { Arbeitsgruppe, Treffen } from '@fobu/api-contract';
import { formatGermanNumber, plansMeetings, RESTING_WORKGROUP_NO_MEETINGS } from '@fobu/domain';
import { Link } from '@fobu/routing';
import { PLAIN_LIST_STYLE } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { useState } from 'react';
import { useWorkgroupLinks } from '../workgroup-links';
import { CancelMeetingDialog } from './cancel-meeting-dialog';
import { MeetingDialog } from './meeting-dialog';
import { answersText, meetingPlace, meetingWhen } from './meeting-text';

type Dialog = { kind: 'planen' } | { kind: 'aendern' | 'absagen'; treffen: Treffen } | undefined;

/** The group's meetings, coming ones first, then the past; its staff plan, change and cancel them here. */
export function MeetingsSection({ group, now = Date.now() }: { group: Arbeitsgruppe; now?: number }) {
  const [dialog, setDialog] = useState<Dialog>();
  const coming = group.treffen.filter((treffen) => Date.parse(treffen.ende) >= now);
  const past = group.treffen.filter((treffen) => Date.parse(treffen.ende) < now).reverse();
  const canPlan = group.darfAendern && plansMeetings(group.status);
  return (
    <Box as="section" aria-labelledby="treffen-titel" mb="8">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between" mb="3">
        <Heading as="h2" id="treffen-titel" size="xl">
          Treffen
        </Heading>
        {canPlan && (
          <Button colorPalette="brand" minH="44px" data-print="hide" onClick={() => setDialog({ kind: 'planen' })}>
            Treffen planen
          </Button>
        )}
      </Flex>
      {group.darfAendern && group.status === 'ruhend' && <Text mb="3">{RESTING_WORKGROUP_NO_MEETINGS}</Text>}
      <MeetingList title="Kommende Treffen" empty="Es ist kein Treffen geplant." meetings={coming} group={group} onDialog={setDialog} />
      <MeetingList title="Vergangene Treffen" empty="Noch kein Treffen hat stattgefunden." meetings={past} group={group} />
      {dialog?.kind === 'planen' && <MeetingDialog gruppeId={group.id} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'aendern' && <MeetingDialog gruppeId={group.id} treffen={dialog.treffen} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'absagen' && (
        <CancelMeetingDialog gruppeId={group.id} treffen={dialog.treffen} onClose={() => setDialog(undefined)} />
      )}
    </Box>
  );
}

/** One list of meetings; with `onDialog` (coming ones) the group's staff may change or cancel each. */
function MeetingList({
  title,
  empty,
  meetings,
  group,
  onDialog,
}: {
  title: string;
  empty: string;
  meetings: readonly Treffen[];
  group: Arbeitsgruppe;
  onDialog?: (dialog: Dialog) => void;
}) {
  const { group: groupLink } = useWorkgroupLinks();
  return (
    <Box mb="6">
      <Heading as="h3" size="lg" mb="2">
        {title}
      </Heading>
      {meetings.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <chakra.ul css={PLAIN_LIST_STYLE}>
          {meetings.map((treffen) => (
            <Box as="li" key={treffen.id} borderWidth="1px" borderRadius="md" p="4">
              <Flex gap="2" wrap="wrap" align="center" mb="1">
                <Text fontWeight="700">{meetingWhen(treffen)}</Text>
                {treffen.abgesagt && <StateBadge tone="ended">Abgesagt</StateBadge>}
              </Flex>
              {treffen.thema && <Text>{treffen.thema}</Text>}
              <Text color="fg.muted" fontSize="sm">
                {meetingPlace(treffen)} · {formatGermanNumber(treffen.stunden)} Fortbildungsstunden
              </Text>
              {group.darfMitgliederSehen && <Text fontSize="sm">{answersText(treffen)}</Text>}
              {group.darfMitgliederSehen && (
                <Flex gap="3" wrap="wrap" mt="2" data-print="hide">
                  <Link
                    {...groupLink(group.id, { termin: treffen.id, terminansicht: 'teilnehmende' })}
                    style={{ textDecoration: 'underline' }}
                  >
                    Zusagen und Anwesenheit
                  </Link>
                  {onDialog && group.darfAendern && !treffen.abgesagt && (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        minH="44px"
                        aria-label={`Treffen ändern: ${meetingWhen(treffen)}`}
                        onClick={() => onDialog({ kind: 'aendern', treffen })}
                      >
                        Ändern
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        minH="44px"
                        aria-label={`Treffen absagen: ${meetingWhen(treffen)}`}
                        onClick={() => onDialog({ kind: 'absagen', treffen })}
                      >
                        Absagen
                      </Button>
                    </>
                  )}
                </Flex>
              )}
            </Box>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
