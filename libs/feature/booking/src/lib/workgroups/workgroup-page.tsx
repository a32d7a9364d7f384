import { isNotFoundError, loadStateOf, memberWorkgroupQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { Arbeitsgruppe } from '@fobu/api-contract';
import { formatDay, WORKGROUP_STATE_LABELS } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, MessagePage, ScreenPage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../dashboard/booking-sections';
import { bookingGroupsClass } from '../dashboard/booking-sections.styles';
import { LeaveWorkgroup } from './leave-workgroup';
import { MeetingBadge } from './meeting-badge';
import { MeetingDetails } from './meeting-details';
import { splitMeetings } from './meeting-state';
import { leadsLine } from './workgroup-card';
import { WorkgroupLink } from './workgroup-link';

const BACK = '← Zurück zu Meine Fortbildungen';

/**
 * One of the member's groups, opened on their dashboard (`dashboard?arbeitsgruppe={id}`): what it
 * is, who leads it, every meeting ahead and past with their answer or attendance, and leaving it.
 * A group they do not (or no longer) belong to is unknown to them, as the service says.
 */
export function WorkgroupPage({ id }: { id: number }) {
  const query = useQuery(memberWorkgroupQueryOptions(useServiceClients(), useRoleBranch().user.uid, id));
  if (query.isError && isNotFoundError(query.error)) {
    return (
      <MessagePage title="Arbeitsgruppe nicht gefunden" action={<WorkgroupLink>{BACK}</WorkgroupLink>}>
        Diese Arbeitsgruppe gibt es nicht, oder Sie gehören ihr nicht mehr an.
      </MessagePage>
    );
  }
  return (
    <div>
      <p style={{ marginBottom: '0.75rem' }}>
        <WorkgroupLink>{BACK}</WorkgroupLink>
      </p>
      <LoadStates state={loadStateOf(query)} what="die Arbeitsgruppe" rows={4} onRetry={() => void query.refetch()}>
        {() => query.data && <WorkgroupView group={query.data} />}
      </LoadStates>
    </div>
  );
}

function WorkgroupView({ group }: { group: Arbeitsgruppe }) {
  const now = new Date();
  const { upcoming, past } = splitMeetings(group.treffen, now);
  const state = group.status === 'aktiv' ? '' : ` · ${WORKGROUP_STATE_LABELS[group.status]}`;
  const card = (meeting: Arbeitsgruppe['treffen'][number]) => (
    <li key={meeting.id}>
      <div data-card="head">
        <h3>Treffen am {formatDay(meeting.beginn)}</h3>
        <MeetingBadge meeting={meeting} />
      </div>
      <MeetingDetails workgroupId={group.id} meeting={meeting} now={now} />
    </li>
  );
  return (
    <ScreenPage title={group.titel} lead={`Arbeitsgruppe${state} · ${leadsLine(group.leitung)}`}>
      <div className={bookingGroupsClass}>
        {group.beschreibung && <p style={{ whiteSpace: 'pre-line' }}>{group.beschreibung}</p>}
        <Section id="kommende-treffen" title="Kommende Treffen" empty="Zurzeit ist kein Treffen geplant.">
          {upcoming.map(card)}
        </Section>
        <Section id="vergangene-treffen" title="Vergangene Treffen" empty="Bisher hat kein Treffen stattgefunden.">
          {past.map(card)}
        </Section>
        {group.mitglied && (
          <section aria-labelledby="mitgliedschaft">
            <h2 id="mitgliedschaft">Mitgliedschaft</h2>
            <p style={{ marginBottom: '1rem' }}>Sie sind Mitglied dieser Arbeitsgruppe. Die Leitung lädt Sie zu jedem Treffen ein.</p>
            <LeaveWorkgroup group={group} />
          </section>
        )}
      </div>
    </ScreenPage>
  );
}
