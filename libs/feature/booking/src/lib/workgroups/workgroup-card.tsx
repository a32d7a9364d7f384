import type { ArbeitsgruppeKurz } from '@fobu/api-contract';
import { WORKGROUP_STATE_LABELS } from '@fobu/domain';
import { StateBadge } from '@fobu/ui/booking';
import { MeetingBadge } from './meeting-badge';
import { MeetingDetails } from './meeting-details';
import { WorkgroupLink } from './workgroup-link';

/** „Leitung: Jana Muster, Ole Beispiel“ */
export const leadsLine = (leads: ArbeitsgruppeKurz['leitung']): string => `Leitung: ${leads.map((lead) => lead.name).join(', ')}`;

/** One of the member's groups on the dashboard: its title leading to its page, its leads, and its next meeting with their answer. */
export function WorkgroupCard({ group, now }: { group: ArbeitsgruppeKurz; now: Date }) {
  const next = group.naechstesTreffen;
  return (
    <li>
      <div data-card="head">
        <h3>
          <WorkgroupLink id={group.id}>{group.titel}</WorkgroupLink>
        </h3>
        {group.status !== 'aktiv' && <StateBadge tone="ended">{WORKGROUP_STATE_LABELS[group.status]}</StateBadge>}
      </div>
      {group.leitung.length > 0 && <p data-card="meta">{leadsLine(group.leitung)}</p>}
      {next ? (
        <>
          <p data-card="next">
            <strong>Nächstes Treffen</strong> <MeetingBadge meeting={next} />
          </p>
          <MeetingDetails workgroupId={group.id} meeting={next} now={now} />
        </>
      ) : (
        <p data-card="next">Zurzeit ist kein Treffen geplant.</p>
      )}
    </li>
  );
}
