import { Box, Flex, Text } from '@chakra-ui/react';
import { arbeitsgruppeQueryOptions, einladungenQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import type { Einladung, Treffen } from '@fobu/api-contract';
import { bookingStateLabel, MEETING_ANSWER_LABELS, type MeetingAnswer, type StateTone } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { LoadStates, MessagePage, ScreenPage } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { useQuery } from '@tanstack/react-query';
import { answersText, meetingPlace, meetingWhen } from '../meetings/meeting-text';
import { useWorkgroupLinks } from '../workgroup-links';

const LINK_STYLE = { textDecoration: 'underline' } as const;
const ANSWER_TONES: Readonly<Record<MeetingAnswer, StateTone>> = { offen: 'waiting', zugesagt: 'confirmed', abgelehnt: 'ended' };

const COLUMNS: DataColumn<Einladung>[] = [
  { key: 'name', header: 'Name', cell: (row) => `${row.name}, ${row.vorname}` },
  { key: 'schule', header: 'Schule', cell: (row) => row.schule?.name ?? '–' },
  {
    key: 'antwort',
    header: 'Antwort',
    cell: (row) => <StateBadge tone={ANSWER_TONES[row.antwort]}>{MEETING_ANSWER_LABELS[row.antwort]}</StateBadge>,
  },
  { key: 'status', header: 'Anwesenheit', cell: (row) => (row.status ? bookingStateLabel(row.status) : '–') },
];

/** A meeting's invitations and answers (`termin={id}`), with the ways to its attendance and the check-in at the door. */
export function InvitationsView({ gruppeId, terminId }: { gruppeId: number; terminId: number }) {
  const { user } = useRoleBranch();
  const load = useServiceClients();
  const group = useQuery(arbeitsgruppeQueryOptions(load, user.uid, gruppeId));
  const invitations = useQuery(einladungenQueryOptions(load, user.uid, gruppeId, terminId));
  const { group: groupLink } = useWorkgroupLinks();
  const treffen = group.data?.treffen.find((each) => each.id === terminId);
  const state = group.isSuccess ? loadStateOf(invitations) : loadStateOf(group);
  return (
    <LoadStates state={state} what="die Einladungen" rows={6} onRetry={() => void Promise.all([group.refetch(), invitations.refetch()])}>
      {() =>
        group.data &&
        invitations.data &&
        (treffen ? (
          <Box>
            <Text mb="3" data-print="hide">
              <Link {...groupLink(gruppeId)} style={LINK_STYLE}>
                ← Zur Arbeitsgruppe
              </Link>
            </Text>
            <ScreenPage title={`Zusagen: ${group.data.titel}`} lead={<MeetingLead treffen={treffen} />}>
              <Flex gap="4" wrap="wrap" mb="6" data-print="hide">
                <Link {...groupLink(gruppeId, { termin: terminId, terminansicht: 'anwesenheit' })} style={LINK_STYLE}>
                  {group.data.darfAendern ? 'Anwesenheit erfassen' : 'Anwesenheit ansehen'}
                </Link>
                {group.data.darfAendern && (
                  <Link {...groupLink(gruppeId, { termin: terminId, terminansicht: 'einlass' })} style={LINK_STYLE}>
                    Einlass
                  </Link>
                )}
              </Flex>
              <DataTable
                tableFrom="md"
                caption="Eingeladene und ihre Antworten"
                columns={COLUMNS}
                rows={invitations.data.items}
                rowKey={(row) => row.uid}
                empty={<Text>Zu diesem Treffen ist niemand eingeladen.</Text>}
              />
            </ScreenPage>
          </Box>
        ) : (
          <MessagePage
            title="Treffen nicht gefunden"
            action={
              <Link {...groupLink(gruppeId)} style={LINK_STYLE}>
                Zur Arbeitsgruppe
              </Link>
            }
          >
            Dieses Treffen gehört nicht zu der Arbeitsgruppe.
          </MessagePage>
        ))
      }
    </LoadStates>
  );
}

function MeetingLead({ treffen }: { treffen: Treffen }) {
  return (
    <>
      {meetingWhen(treffen)} · {meetingPlace(treffen)}
      {treffen.thema ? ` · ${treffen.thema}` : ''}
      <br />
      {answersText(treffen)}
      {treffen.abgesagt ? ' · Das Treffen ist abgesagt.' : ''}
    </>
  );
}
