import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { TerminSearchItem } from '@fobu/api-contract';
import { calendarLeaf, formatDay, formatShortDay, formatTimeRange } from '@fobu/domain';
import { OfferLink } from './offer-link';
import { FORMAT_LABELS, placeOf, seatsOf } from './labels';

const SEAT_COLOURS = { free: 'green.fg', waiting: 'orange.fg', full: 'fg.muted' } as const;

/** One date in a list: when, what, where, seats and booking deadline; the title opens the offer. */
export function DateCard({ termin }: { termin: TerminSearchItem }) {
  const leaf = calendarLeaf(termin.beginn);
  const seats = seatsOf(termin);
  return (
    <Flex
      as="li"
      position="relative"
      gap="4"
      align="start"
      minH="24"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      p="4"
      _hover={{ bg: 'bg.subtle' }}
    >
      <Box aria-hidden="true" textAlign="center" minW="14" py="1" borderRadius="md" bg="brand.subtle" color="brand.fg" flexShrink={0}>
        <Text fontSize="2xl" fontWeight="700" lineHeight="1">
          {leaf.day}
        </Text>
        <Text fontSize="sm">{leaf.month}</Text>
      </Box>
      <Box minW="0">
        <Heading as="h3" size="md" mb="1">
          {/* The link's box covers the whole card, so the card is one large target. */}
          <OfferLink vnr={termin.vnr} className="stretched-link">
            {termin.titel}
          </OfferLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {formatDay(termin.beginn)}, {formatTimeRange(termin.beginn, termin.ende)}
          {termin.sitzungen.length > 1 ? ` (${termin.sitzungen.length} Termine)` : ''} · {placeOf(termin)}
          {/* An online date's place already says "Online". */}
          {termin.ort ? ` · ${FORMAT_LABELS[termin.format]}` : ''}
        </Text>
        <Text fontSize="sm">
          <Box as="span" fontWeight="600" color={SEAT_COLOURS[seats.tone]}>
            {seats.text}
          </Box>
          <Box as="span" color="fg.muted">
            {' '}
            · Anmeldeschluss {formatShortDay(termin.anmeldeschluss)} · Veranstaltungsnummer {termin.vnr}
          </Box>
        </Text>
      </Box>
    </Flex>
  );
}
