import { formatGermanNumber } from '@fobu/domain';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { angebotQueryOptions, isNotFoundError, loadStateOf, useServiceClients } from '@fobu/api-clients';
import { OFFER_FIELD_LABELS, VTYP_LABELS, type AngebotDetail, type Termin } from '@fobu/api-contract';
import { LoadStates, MessagePage, Note, ScreenPage, withDesignSystem } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FORMAT_LABELS, OFFER_WHAT, targetGroupsText } from './labels';
import { ListLink } from './offer-link';
import { OfferDates } from './offer-dates';

/** What a page adds to an offer: a visitor is asked to sign in, a booking user books. */
export interface CatalogueActions {
  /**
   * Shown with each upcoming date; `open` says whether it can be booked now. A booking user who
   * holds the date sees their state there instead of the booking button.
   */
  readonly date?: (offer: AngebotDetail, termin: Termin, open: boolean) => ReactNode;
  /** Shown with a self-learning course. */
  readonly course?: (offer: AngebotDetail) => ReactNode;
  /** Shown with an on-demand offer: the dates agreed for the reader's school, and how to request it. */
  readonly onDemand?: (offer: AngebotDetail) => ReactNode;
  /** Shown above the offer's text: what the reader should know before acting on it. */
  readonly notice?: (offer: AngebotDetail) => ReactNode;
}

/**
 * One offer, where the deep links of spec section 4 land: what it is about, for whom, who leads
 * it, its dates (the districts in `kreis` first) and what the reader can do.
 */
function OfferDetailView({ vnr, kreis, actions }: { vnr: string; kreis?: string; actions: CatalogueActions }) {
  const query = useQuery(angebotQueryOptions(useServiceClients(), vnr));
  if (query.isError && isNotFoundError(query.error)) {
    return (
      <MessagePage title="Veranstaltung nicht gefunden">
        <Text mb="4">
          Eine Veranstaltung mit der Nummer „{vnr}“ gibt es nicht oder nicht mehr. Vielleicht hat sich die Nummer geändert.
        </Text>
        <ListLink>Zur Übersicht der Angebote</ListLink>
      </MessagePage>
    );
  }
  return (
    <LoadStates state={loadStateOf(query)} what={OFFER_WHAT} rows={4} onRetry={() => void query.refetch()}>
      {() => query.data && <OfferView offer={query.data} kreis={kreis} actions={actions} />}
    </LoadStates>
  );
}

/** The offer's view with the design system it renders in: loaded lazily, so Chakra comes with it (lazy-offer-detail.tsx). */
export const OfferDetail = withDesignSystem(OfferDetailView);

/**
 * An archived offer is a record (docs/archive.md): readable by its number, say so, and offer
 * nothing to do but what the reader holds on its dates already (their own state).
 */
const archivedActions = (actions: CatalogueActions): CatalogueActions => ({
  date: actions.date,
  notice: () => (
    <Note>
      <Text fontWeight="600">Diese Veranstaltung ist archiviert.</Text>
      <Text>Sie ist abgeschlossen und kann nicht mehr gebucht werden. Die Beschreibung bleibt hier zum Nachlesen.</Text>
    </Note>
  ),
});

function OfferView({ offer, kreis, actions }: { offer: AngebotDetail; kreis?: string; actions: CatalogueActions }) {
  const state = offer.status === 'abgesagt' ? ' · abgesagt' : offer.status === 'archiviert' ? ' · archiviert' : '';
  return (
    <Box>
      <Text mb="3">
        <ListLink>← Zurück zur Liste</ListLink>
      </Text>
      <ScreenPage title={offer.titel} lead={`${VTYP_LABELS[offer.vtyp]} · Veranstaltungsnummer ${offer.vnr}${state}`}>
        <OfferContent offer={offer} kreis={kreis} actions={offer.status === 'archiviert' ? archivedActions(actions) : actions} />
      </ScreenPage>
    </Box>
  );
}

/**
 * An offer's text, dates and facts as participants read them: the offer page shows it, and the
 * staff's preview shows an offer under work exactly so.
 */
export function OfferContent({ offer, kreis, actions }: { offer: AngebotDetail; kreis?: string; actions: CatalogueActions }) {
  // What an offer leaves open (no school type, no subject) is not a fact of it.
  const facts = (
    [
      ['Art', VTYP_LABELS[offer.vtyp]],
      [OFFER_FIELD_LABELS.format, FORMAT_LABELS[offer.format]],
      ['Umfang', `${formatGermanNumber(offer.umfangStunden)} Stunden`],
      ['Gebühr', offer.gebuehr > 0 ? `${formatGermanNumber(offer.gebuehr)} €` : 'keine'],
      [OFFER_FIELD_LABELS.zielgruppen, targetGroupsText(offer.zielgruppen)],
      [OFFER_FIELD_LABELS.schularten, offer.schularten.join(', ')],
      [OFFER_FIELD_LABELS.faecher, offer.faecher.join(', ')],
      [OFFER_FIELD_LABELS.kennzeichen, offer.kennzeichen.join(', ')],
    ] as const satisfies readonly (readonly [string, string])[]
  ).filter(([, value]) => value !== '');
  return (
    <Grid
      templateColumns={{
        base: 'minmax(0, 1fr)',
        md: 'minmax(0, 2fr) minmax(0, 1fr)',
      }}
      gap={{ base: '8', md: '10' }}
      alignItems="start"
    >
      <Stack gap="8" minW="0">
        {actions.notice?.(offer)}
        <Section title="Worum es geht">{offer.beschreibung}</Section>
        {offer.ziele && <Section title={OFFER_FIELD_LABELS.ziele}>{offer.ziele}</Section>}
        {offer.hinweise && <Section title={OFFER_FIELD_LABELS.hinweise}>{offer.hinweise}</Section>}
        {offer.vtyp === 'TERMIN' && <OfferDates offer={offer} kreis={kreis} action={actions.date} />}
        {offer.vtyp === 'ABRUF' && (
          <>
            <Section title="So rufen Sie diese Fortbildung ab">
              Die Schulleitung fragt die Fortbildung für das Kollegium an, mit Wunschterminen und der erwarteten Zahl der Teilnehmenden. Die
              Veranstaltungsleitung vereinbart dann Termin und Ort mit der Schule; der Termin ist nur für Ihre Schule buchbar.
            </Section>
            {actions.onDemand?.(offer)}
          </>
        )}
        {offer.vtyp === 'SLK' && (
          <Section title="Einschreibung">
            Nach der Einschreibung erhalten Sie sofort den Zugang zur Lernplattform und bearbeiten den Kurs in Ihrem eigenen Tempo.{' '}
            {offer.selbstabschluss
              ? 'Haben Sie alle Module bearbeitet, melden Sie den Kurs unter „Meine Fortbildungen“ selbst als abgeschlossen;'
              : 'Abgeschlossen ist er, sobald die Lernplattform Ihren bestandenen Abschlusstest meldet;'}{' '}
            dann können Sie eine Teilnahmebestätigung herunterladen.
            {actions.course && <Box mt="4">{actions.course(offer)}</Box>}
          </Section>
        )}
      </Stack>
      <Stack as="aside" aria-label="Auf einen Blick" gap="6" bg="bg.subtle" borderRadius="md" p="5">
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" fontSize="sm">
          {facts.map(([term, value]) => (
            <Fact key={term} term={term} value={value} />
          ))}
        </Box>
        <Box fontSize="sm">
          <Heading as="h2" size="sm" mb="1">
            Veranstaltungsleitung
          </Heading>
          <Text>{offer.veranstaltungsleitung.map((person) => person.name).join(', ')}</Text>
          {offer.referenten.length > 0 && (
            <>
              <Heading as="h2" size="sm" mt="3" mb="1">
                Referentinnen und Referenten
              </Heading>
              <Text>{offer.referenten.join(', ')}</Text>
            </>
          )}
          {offer.kontakt && (
            <>
              <Heading as="h2" size="sm" mt="3" mb="1">
                Kontakt
              </Heading>
              <Text>{offer.kontakt}</Text>
            </>
          )}
          {offer.anhaenge.length > 0 && (
            <>
              <Heading as="h2" size="sm" mt="3" mb="1">
                Anhänge
              </Heading>
              <Stack as="ul" listStyleType="none" p="0" m="0" gap="1">
                {offer.anhaenge.map((file) => (
                  <li key={file.url}>
                    <a href={file.url} style={{ textDecoration: 'underline' }}>
                      {file.name}
                    </a>
                  </li>
                ))}
              </Stack>
            </>
          )}
        </Box>
      </Stack>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="xl" mb="2">
        {title}
      </Heading>
      <Box maxW="70ch">{children}</Box>
    </Box>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Box as="dt" fontWeight="600">
        {term}
      </Box>
      <Box as="dd" m="0">
        {value}
      </Box>
    </>
  );
}
