import { Button, Flex } from '@chakra-ui/react';
import type { PersonAnmeldung } from '@fobu/api-contract';
import { BOOKING_CHANGE_LABELS, changesOf, type BookingChange } from './booking-changes';

/** A booking's changes as its state and date allow them; each button names the booking, since a page lists several. */
export function BookingActions({ booking, onOpen }: { booking: PersonAnmeldung; onOpen: (change: BookingChange) => void }) {
  const changes = changesOf(booking, new Date());
  if (changes.length === 0) return '–';
  return (
    <Flex gap="2" wrap="wrap">
      {changes.map((change) => (
        <Button
          key={change}
          size="sm"
          minH="44px"
          {...(change === 'zugelassen' ? { colorPalette: 'brand' } : { variant: 'outline' as const })}
          aria-label={`${BOOKING_CHANGE_LABELS[change]}: ${booking.titel}`}
          onClick={() => onOpen(change)}
        >
          {BOOKING_CHANGE_LABELS[change]}
        </Button>
      ))}
    </Flex>
  );
}
