import { Button } from '@chakra-ui/react';
import type { OwnBookingAction } from '@fobu/api-clients';
import type { Anmeldung } from '@fobu/api-contract';
import {
  canCancelOwn,
  canFinishOwn,
  formatDay,
  formatTime,
  hasAttended,
  isActiveBooking,
  takesNeeds,
  type Role,
  type Tenant,
} from '@fobu/domain';
import { ScreenReaderText } from '@fobu/ui';
import { BookingStateBadge } from '@fobu/ui/booking';
import { DocumentButton } from '../documents/document-button';
import { PlatformLink } from '../platform-link';
import { nextStep } from './booking-state';
import { CheckInCodeButton } from './check-in-code-button';
import { DashboardCard } from './dashboard-card';

/** A date the person holds or waits for belongs in their calendar (as the service's calendar file has it). */
const inCalendar = (booking: Anmeldung) => booking.terminId !== null && isActiveBooking(booking.status);

interface BookingCardProps {
  readonly booking: Anmeldung;
  readonly tenant: Tenant;
  readonly role: Role;
  readonly now: Date;
  /** The member's workgroup whose meeting the booking is (docs/workgroups.md): the card leads to it rather than to an offer page. */
  readonly workgroupId?: number;
  /** The participant chose to cancel the booking or to finish the course. */
  readonly onAct: (action: OwnBookingAction) => void;
  /** The participant chose to give or change the booking's needs for taking part. */
  readonly onChangeNeeds: () => void;
}

/** One booking: what, when, its state in plain German, and what the participant can do. */
export function BookingCard({ booking, tenant, role, now, workgroupId, onAct, onChangeNeeds }: BookingCardProps) {
  return (
    <DashboardCard
      tenant={tenant}
      role={role}
      offer={booking}
      workgroupId={workgroupId}
      badge={<BookingStateBadge state={booking.status} waitingListPosition={booking.wartelistePosition} />}
    >
      <p data-card="meta">
        {booking.beginn ? `${formatDay(booking.beginn)}, ${formatTime(booking.beginn)} · ` : ''}
        {/* A meeting's record number names no offer anyone could look up. */}
        {workgroupId ? 'Treffen einer Ihrer Arbeitsgruppen' : `Veranstaltungsnummer ${booking.vnr}`}
      </p>
      <p data-card="next">{nextStep(booking, now)}</p>
      {/* Attended below the tenant's rule: why there is no confirmation, instead of a download that would be refused. */}
      {booking.bestaetigungHinweis && <p data-card="next">{booking.bestaetigungHinweis}</p>}
      <div data-card="actions">
        <CheckInCodeButton booking={booking} now={now} />
        {inCalendar(booking) && (
          <DocumentButton document={{ kind: 'calendar', bookingId: booking.id }} label="In den Kalender (.ics)" context={booking.titel} />
        )}
        {hasAttended(booking.status) && !booking.bestaetigungHinweis && (
          <DocumentButton
            document={{ kind: 'certificate', bookingId: booking.id }}
            label="Teilnahmebestätigung (PDF)"
            context={booking.titel}
          />
        )}
        {booking.plattformLink && booking.status === 'eingeschrieben' && <PlatformLink href={booking.plattformLink} />}
        {canFinishOwn(booking) && (
          <Button variant="outline" size="sm" minH="44px" onClick={() => onAct('abschliessen')}>
            Als abgeschlossen melden
            <ScreenReaderText>: {booking.titel}</ScreenReaderText>
          </Button>
        )}
        {takesNeeds(booking) && (
          <Button variant="outline" size="sm" minH="44px" onClick={onChangeNeeds}>
            Bedarfe angeben
            <ScreenReaderText>: {booking.titel}</ScreenReaderText>
          </Button>
        )}
        {canCancelOwn(booking, now) && (
          <Button variant="outline" size="sm" minH="44px" onClick={() => onAct('stornieren')}>
            Stornieren
            <ScreenReaderText>: {booking.titel}</ScreenReaderText>
          </Button>
        )}
      </div>
    </DashboardCard>
  );
}
