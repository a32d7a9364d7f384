import { myWorkgroupsQueryOptions, useServiceClients } from '@fobu/api-clients';
import { useRoleBranch } from '@fobu/routing';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { bookingGroupsClass } from '../dashboard/booking-sections.styles';
import { DashboardCardList } from '../dashboard/dashboard-card';
import { WorkgroupCard } from './workgroup-card';

/**
 * „Meine Arbeitsgruppen“ on the booking roles' dashboard: each group the person is a member of,
 * with its next meeting and their answer. A person in no group sees no section: nobody joins a
 * group by themselves (its leads add them), so an empty heading would offer nothing to do.
 */
export function WorkgroupsSection() {
  return (
    <DataBoundary what="Ihre Arbeitsgruppen" rows={2}>
      <OwnWorkgroups />
    </DataBoundary>
  );
}

function OwnWorkgroups() {
  const { data } = useSuspenseQuery(myWorkgroupsQueryOptions(useServiceClients(), useRoleBranch().user.uid));
  if (data.items.length === 0) return null;
  const now = new Date();
  return (
    <div className={bookingGroupsClass}>
      <section aria-labelledby="arbeitsgruppen">
        <h2 id="arbeitsgruppen">
          Meine Arbeitsgruppen <span>({data.items.length})</span>
        </h2>
        <DashboardCardList>
          {data.items.map((group) => (
            <WorkgroupCard key={group.id} group={group} now={now} />
          ))}
        </DashboardCardList>
      </section>
    </div>
  );
}
