import { Box, Heading, Text } from '@chakra-ui/react';
import type { AngebotSummary } from '@fobu/api-contract';
import { formatDay, formatGermanNumber } from '@fobu/domain';
import { FORMAT_LABELS } from './labels';
import { OfferLink } from './offer-link';

/** One offer in a list: title, subjects, school types, format, hours; the title opens the offer. */
export function OfferCard({ offer }: { offer: AngebotSummary }) {
  const details = [
    FORMAT_LABELS[offer.format],
    `${formatGermanNumber(offer.umfangStunden)} Stunden`,
    offer.gebuehr > 0 ? `${formatGermanNumber(offer.gebuehr)} € Gebühr` : 'gebührenfrei',
    offer.naechsterTermin ? `nächster Termin ${formatDay(offer.naechsterTermin)}` : null,
  ];
  return (
    <Box
      as="li"
      position="relative"
      minH="24"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      p="4"
      _hover={{ bg: 'bg.subtle' }}
    >
      <Heading as="h3" size="md" mb="1">
        <OfferLink vnr={offer.vnr} className="stretched-link">
          {offer.titel}
        </OfferLink>
      </Heading>
      <Text fontSize="sm">{[offer.faecher.join(', '), offer.schularten.join(', ')].filter(Boolean).join(' · ')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {details.filter(Boolean).join(' · ')} · Veranstaltungsnummer {offer.vnr}
      </Text>
    </Box>
  );
}
