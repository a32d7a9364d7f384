import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { OwnBookingAction } from '@fobu/api-clients';
import { ACTIVE_ANMELDUNG_STATUS, type Anmeldung } from '@fobu/api-contract';
import { formatDay, formatTime, type Role, type Tenant } from '@fobu/domain';
import { DocumentButton } from '../documents/document-button';
import { bookingState } from './booking-state';
import { CardTitle } from './card-title';

/** States in which the participant may still cancel, before the deadline. */
const CANCELLABLE = new Set([
  'angemeldet',
  'wartet_auf_genehmigung',
  'zugelassen',
  'warteliste',
  'eingeschrieben',
]);

/** A date the person holds or waits for belongs in their calendar (as the service's calendar file has it). */
const inCalendar = (booking: Anmeldung) => booking.terminId !== null && (ACTIVE_ANMELDUNG_STATUS as readonly string[]).includes(booking.status);
const attended = (booking: Anmeldung) => booking.status === 'teilgenommen' || (booking.vtyp === 'SLK' && booking.status === 'abgeschlossen');

/** A course the participant may mark finished themselves (the others are reported by the learning platform). */
const canFinish = (booking: Anmeldung) => booking.vtyp === 'SLK' && booking.status === 'eingeschrieben' && booking.selbstabschluss;

function canCancel(booking: Anmeldung, now: Date): boolean {
  return (
    CANCELLABLE.has(booking.status) &&
    booking.vtyp !== 'SLK' &&
    !!booking.stornofrist &&
    Date.parse(booking.stornofrist) > now.getTime()
  );
}

interface BookingCardProps {
  readonly booking: Anmeldung;
  readonly tenant: Tenant;
  readonly role: Role;
  readonly now: Date;
  /** The participant chose to cancel the booking or to finish the course. */
  readonly onAct: (action: OwnBookingAction) => void;
}

/** One booking: what, when, its state in plain German, and what the participant can do. */
export function BookingCard({
  booking,
  tenant,
  role,
  now,
  onAct,
}: BookingCardProps) {
  const state = bookingState(booking, now);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <CardTitle tenant={tenant} role={role} offer={booking} state={state} />
      <Text fontSize="sm" color="fg.muted" mb="2">
        {booking.beginn
          ? `${formatDay(booking.beginn)}, ${formatTime(booking.beginn)} · `
          : ''}
        Veranstaltungsnummer {booking.vnr}
      </Text>
      <Text mb="3">{state.next}</Text>
      <Flex gap="3" wrap="wrap">
        {inCalendar(booking) && (
          <DocumentButton document={{ kind: 'calendar', bookingId: booking.id }} label="In den Kalender (.ics)" context={booking.titel} />
        )}
        {attended(booking) && (
          <DocumentButton document={{ kind: 'certificate', bookingId: booking.id }} label="Teilnahmebestätigung (PDF)" context={booking.titel} />
        )}
        {booking.plattformLink && booking.status === 'eingeschrieben' && (
          <Button asChild colorPalette="brand" size="sm" minH="44px">
            <a
              href={booking.plattformLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Zur Lernplattform
              <Box as="span" srOnly>
                {' '}
                (öffnet in einem neuen Fenster)
              </Box>
            </a>
          </Button>
        )}
        {canFinish(booking) && (
          <Button variant="outline" size="sm" minH="44px" onClick={() => onAct('abschliessen')}>
            Als abgeschlossen melden
            <Box as="span" srOnly>
              : {booking.titel}
            </Box>
          </Button>
        )}
        {canCancel(booking, now) && (
          <Button
            variant="outline"
            size="sm"
            minH="44px"
            onClick={() => onAct('stornieren')}
          >
            Stornieren
            <Box as="span" srOnly>
              : {booking.titel}
            </Box>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
