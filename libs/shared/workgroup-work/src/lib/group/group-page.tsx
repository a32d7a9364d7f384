import { Box, Flex, Text } from '@chakra-ui/react';
import { arbeitsgruppeQueryOptions, isNotFoundError, loadStateOf, useServiceClients } from '@fobu/api-clients';
import type { Arbeitsgruppe } from '@fobu/api-contract';
import { DISSOLVED_WORKGROUP_READ_ONLY, WORKGROUP_STATE_LABELS } from '@fobu/domain';
import { Link, useRoleBranch, type WorkgroupView } from '@fobu/routing';
import { LoadStates, MessagePage, ScreenPage } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { focusMainHeading } from '@fobu/ui/dialogs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoryView } from '../history/history-view';
import { MeetingsSection } from '../meetings/meetings-section';
import { MembersView } from '../members/members-view';
import { WORKGROUP_STATE_TONES } from '../state-tones';
import { useWorkgroupLinks } from '../workgroup-links';
import { GroupDetails } from './group-details';
import { GroupForm } from './group-form';

const LINK_STYLE = { textDecoration: 'underline' } as const;

/** One group's page (`gruppe={id}`): details and meetings, or (for its staff) its members or history. */
export function GroupPage({ id, view }: { id: number; view?: WorkgroupView }) {
  const { user } = useRoleBranch();
  const { list } = useWorkgroupLinks();
  const query = useQuery(arbeitsgruppeQueryOptions(useServiceClients(), user.uid, id));
  if (query.isError && isNotFoundError(query.error)) {
    return (
      <MessagePage
        title="Arbeitsgruppe nicht gefunden"
        action={
          <Link {...list} style={LINK_STYLE}>
            Zu den Arbeitsgruppen
          </Link>
        }
      >
        Diese Arbeitsgruppe gibt es nicht, oder Sie dürfen sie nicht sehen.
      </MessagePage>
    );
  }
  return (
    <LoadStates state={loadStateOf(query)} what="die Arbeitsgruppe" rows={6} onRetry={() => void query.refetch()}>
      {() => query.data && <GroupContent group={query.data} view={view} />}
    </LoadStates>
  );
}

function GroupContent({ group, view }: { group: Arbeitsgruppe; view?: WorkgroupView }) {
  const { list } = useWorkgroupLinks();
  const [editing, setEditing] = useState(false);
  // Only the group's staff see its members and history; a link to them is read as the page for anyone else.
  const shown = group.darfMitgliederSehen ? view : undefined;
  return (
    <Box>
      <Text mb="3" data-print="hide">
        <Link {...list} style={LINK_STYLE}>
          ← Zu den Arbeitsgruppen
        </Link>
      </Text>
      <ScreenPage
        title={group.titel}
        lead={<StateBadge tone={WORKGROUP_STATE_TONES[group.status]}>{WORKGROUP_STATE_LABELS[group.status]}</StateBadge>}
      >
        {group.status === 'aufgeloest' && <Text mb="4">{DISSOLVED_WORKGROUP_READ_ONLY}</Text>}
        {group.darfMitgliederSehen && <GroupViews group={group} current={shown} />}
        {shown === 'mitglieder' ? (
          <MembersView group={group} />
        ) : shown === 'verlauf' ? (
          <HistoryView gruppeId={group.id} />
        ) : editing ? (
          <GroupForm
            group={group}
            onSaved={() => {
              setEditing(false);
              focusMainHeading();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <GroupDetails group={group} onEdit={() => setEditing(true)} />
            <MeetingsSection group={group} />
          </>
        )}
      </ScreenPage>
    </Box>
  );
}

const VIEWS: readonly { view: WorkgroupView | undefined; label: string }[] = [
  { view: undefined, label: 'Angaben und Treffen' },
  { view: 'mitglieder', label: 'Mitglieder' },
  { view: 'verlauf', label: 'Verlauf' },
];

/** The group's views for its staff, each a link (the current one marked for screen readers). */
function GroupViews({ group, current }: { group: Arbeitsgruppe; current: WorkgroupView | undefined }) {
  const { group: groupLink } = useWorkgroupLinks();
  return (
    <Flex as="nav" aria-label="Ansichten der Arbeitsgruppe" gap="4" wrap="wrap" mb="6" data-print="hide">
      {VIEWS.map(({ view, label }) => (
        <Link
          key={label}
          {...groupLink(group.id, { gruppenansicht: view })}
          // The router would mark every view as the page shown (the same path); only the view chosen is.
          activeOptions={{ exact: true, includeSearch: true }}
          aria-current={view === current ? 'page' : undefined}
          style={{ textDecoration: 'underline', fontWeight: view === current ? 700 : 400 }}
        >
          {label}
        </Link>
      ))}
    </Flex>
  );
}
