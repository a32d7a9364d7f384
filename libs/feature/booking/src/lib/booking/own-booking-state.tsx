import { Flex, Text } from '@chakra-ui/react';
import type { Anmeldung } from '@fobu/api-contract';
import { BookingStateBadge } from '@fobu/ui/booking';
import { BranchLink } from '../branch-link';

/** On a date or course the reader holds: their state instead of a second booking, and the way to where they manage it. */
export function OwnBookingState({ booking }: { booking: Anmeldung }) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text as="span" fontSize="sm">
        {booking.vtyp === 'SLK' ? 'Ihre Einschreibung:' : 'Ihre Anmeldung:'}
      </Text>
      <BookingStateBadge state={booking.status} waitingListPosition={booking.wartelistePosition} />
      <Text as="span" fontSize="sm">
        · <BranchLink screen="dashboard">Zu „Meine Fortbildungen“</BranchLink>
      </Text>
    </Flex>
  );
}
