import { myBookingsQueryOptions, useServiceClients, type OwnBookingAction } from '@fobu/api-clients';
import type { Anmeldung } from '@fobu/api-contract';
import type { Role, Tenant } from '@fobu/domain';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BranchLink } from '../branch-link';
import { BookingCard } from './booking-card';
import { DashboardCardList } from './dashboard-card';
import { groupBookings } from './booking-state';
import { DocumentButton } from '../documents/document-button';
import { OwnBookingDialog } from './own-booking-dialog';
import { useRoleBranch } from '@fobu/routing';
import { bookingGroupsClass } from './booking-sections.styles';
import { useWorkgroupOfRecord } from '../workgroups/use-workgroup-of-record';

// Its form (the settings' needs fields) is a chunk of its own: the dashboard's first load does not carry it.
const BookingNeedsDialog = lazy(() => import('./booking-needs-dialog').then((module) => ({ default: module.BookingNeedsDialog })));

/** The participant's bookings in three groups: ahead, self-learning courses, over or ended. */
export function BookingSections(props: { tenant: Tenant; role: Role }) {
  return (
    <DataBoundary what="Ihre Anmeldungen" rows={3}>
      <BookingGroups {...props} />
    </DataBoundary>
  );
}

function BookingGroups({ tenant, role }: { tenant: Tenant; role: Role }) {
  const { data } = useSuspenseQuery(myBookingsQueryOptions(useServiceClients(), useRoleBranch().user.uid));
  const [acting, setActing] = useState<{ booking: Anmeldung; action: OwnBookingAction }>();
  const [needsOf, setNeedsOf] = useState<Anmeldung>();
  const now = new Date();
  const workgroupOf = useWorkgroupOfRecord();
  const card = (booking: Anmeldung) => (
    <BookingCard
      key={booking.id}
      booking={booking}
      workgroupId={workgroupOf(booking.vnr)}
      tenant={tenant}
      role={role}
      now={now}
      onAct={(action) => setActing({ booking, action })}
      onChangeNeeds={() => setNeedsOf(booking)}
    />
  );
  const groups = groupBookings(data.items, now);
  return (
    <div className={bookingGroupsClass}>
      <Section
        id="anstehend"
        title="Anstehende Fortbildungen"
        empty={<NothingAhead />}
        action={<DocumentButton document={{ kind: 'calendar' }} label="Alle Termine in den Kalender (.ics)" />}
      >
        {groups.upcoming.map(card)}
      </Section>
      <Section id="selbstlernkurse" title="Selbstlernkurse" empty="Sie sind in keinen Selbstlernkurs eingeschrieben.">
        {groups.courses.map(card)}
      </Section>
      <Section id="vergangen" title="Vergangene und beendete Anmeldungen" empty="Hier erscheinen Fortbildungen, sobald sie vorbei sind.">
        {groups.past.map(card)}
      </Section>
      {acting && <OwnBookingDialog booking={acting.booking} action={acting.action} onClose={() => setActing(undefined)} />}
      {needsOf && (
        <Suspense fallback={null}>
          <BookingNeedsDialog booking={needsOf} onClose={() => setNeedsOf(undefined)} />
        </Suspense>
      )}
    </div>
  );
}

/** A titled part of the dashboard: its entries as cards with their count, or a line saying there are none. */
export function Section({
  id,
  title,
  empty,
  action,
  children,
}: {
  id: string;
  title: string;
  empty: ReactNode;
  /** Offered above the entries, when there are any. */
  action?: ReactNode;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {children.length > 0 && <span> ({children.length})</span>}
      </h2>
      {children.length > 0 && action && <div data-group-action="">{action}</div>}
      {children.length > 0 ? <DashboardCardList>{children}</DashboardCardList> : <p>{empty}</p>}
    </section>
  );
}

function NothingAhead() {
  return (
    <>
      Sie haben keine anstehenden Fortbildungen. <BranchLink screen="veranstaltungstermine">Veranstaltungstermine finden</BranchLink>
    </>
  );
}
