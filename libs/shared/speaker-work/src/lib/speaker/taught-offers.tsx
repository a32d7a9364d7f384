import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { TERMIN_STATUS_LABELS, VTYP_LABELS, type ReferentAkte } from '@fobu/api-contract';
import { formatDay, formatTimeRange, OFFER_STATE_LABELS } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';

/** „Angebote und Termine“: the offers that name the speaker (as far as the reader sees them), each with its dates. */
export function TaughtOffers({ speaker }: { speaker: ReferentAkte }) {
  const { tenant, role } = useRoleBranch();
  return (
    <Box as="section" aria-labelledby="referent-angebote" maxW="48rem">
      <Heading as="h2" id="referent-angebote" size="lg" mb="4">
        Angebote und Termine
      </Heading>
      {speaker.angebote.length === 0 ? (
        <Text>Kein Angebot, das Sie sehen dürfen, nennt diese Person.</Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0">
          {speaker.angebote.map((offer) => (
            <chakra.li key={offer.vnr} mb="5" ps="4" borderStartWidth="3px" borderColor="border.emphasized">
              <Link
                to="/$mandant/$role/veranstaltungssuche"
                params={{ mandant: tenant, role }}
                search={{ vnr: offer.vnr }}
                style={{ fontWeight: 600, textDecoration: 'underline' }}
              >
                {offer.titel}
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {offer.vnr} · {VTYP_LABELS[offer.vtyp]} · {OFFER_STATE_LABELS[offer.status]}
              </Text>
              {offer.termine.length === 0 ? (
                <Text fontSize="sm">Keine Termine</Text>
              ) : (
                <chakra.ul ps="5" fontSize="sm" aria-label={`Termine von „${offer.titel}“`}>
                  {offer.termine.map((date) => (
                    <li key={date.id}>
                      {formatDay(date.beginn)}, {formatTimeRange(date.beginn, date.ende)} · {TERMIN_STATUS_LABELS[date.status]}
                    </li>
                  ))}
                </chakra.ul>
              )}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
