import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { loadStateOf, useServiceClients, verwaltungsuebersichtQueryOptions } from '@fobu/api-clients';
import { VERWALTUNGSUEBERSICHT_LIMITS, type TerminBelegung, type Verwaltungsuebersicht } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { formatDay, formatShortDay, formatTimeRange, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { DatePeopleLink, formatMoment, OfferLink, waitingTime } from '@fobu/offer-work';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, ScreenPage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const occupancy = (date: TerminBelegung) =>
  `${date.zugelassen} von ${date.maxPlaetze} Plätzen belegt${date.warteliste > 0 ? `, ${date.warteliste} auf der Warteliste` : ''}`;

/**
 * addashboard: the tenant at a glance (docs/archive.md): what waits for review and since when,
 * this week's dates with their occupancy, dates short of their minimum while booking is open, and
 * long waiting lists; each entry links to where it is handled.
 */
export function AdminDashboardScreen() {
  const { user } = useRoleBranch();
  const query = useQuery(verwaltungsuebersichtQueryOptions(useServiceClients(), user.uid));
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.addashboard}
      lead={`Guten Tag, ${[user.vorname, user.name].filter(Boolean).join(' ')}. Hier sehen Sie, wo in Ihrem Mandanten etwas ansteht.`}
    >
      <LoadStates state={loadStateOf(query)} what="Ihre Übersicht" rows={6} onRetry={() => void query.refetch()}>
        {() => query.data && <Overview overview={query.data} />}
      </LoadStates>
    </ScreenPage>
  );
}

function Overview({ overview }: { overview: Verwaltungsuebersicht }) {
  const now = new Date();
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      gap={{ base: '10', lg: '12' }}
      alignItems="start"
    >
      <Stack gap="10" minW="0">
        <Section title="Warten auf Prüfung" list={overview.zurPruefung} empty="Kein Angebot wartet auf die Prüfung.">
          {(item) => (
            <>
              <OfferLink vnr={item.vnr} vtyp={item.vtyp}>
                {item.titel}
              </OfferLink>
              <Text fontSize="sm">
                {item.eingereichtAm ? `Wartet ${waitingTime(item.eingereichtAm, now)}` : 'Wartet seit unbekannter Zeit'}
                {item.ueberarbeitung ? ' · Überarbeitung' : ''} · {item.leitung.name}
              </Text>
            </>
          )}
        </Section>
        <Section
          title="Termine dieser Woche"
          lead={`${formatShortDay(overview.woche.von)} bis ${formatShortDay(new Date(Date.parse(overview.woche.bis) - 1).toISOString())}`}
          list={overview.dieseWoche}
          empty="In dieser Woche finden keine Termine statt."
        >
          {(date) => (
            <>
              <OfferLink vnr={date.vnr} vtyp={date.vtyp}>
                {date.titel}
              </OfferLink>
              <Text fontSize="sm">
                {formatDay(date.beginn)}, {formatTimeRange(date.beginn, date.ende)} · {placeOf(date)}
              </Text>
              <Text fontSize="sm">
                <DatePeopleLink terminId={date.id} label={`Teilnehmende: ${date.titel}, ${formatDay(date.beginn)}`}>
                  Teilnehmende
                </DatePeopleLink>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {occupancy(date)}
              </Text>
            </>
          )}
        </Section>
      </Stack>
      <Stack gap="10" minW="0">
        <Section
          title="Unter der Mindestzahl"
          lead="Termine mit offener Anmeldung, für die sich noch zu wenige angemeldet haben."
          list={overview.unterMindestzahl}
          empty="Alle Termine mit offener Anmeldung haben genug Anmeldungen."
        >
          {(date) => (
            <>
              <OfferLink vnr={date.vnr} vtyp={date.vtyp} view="termine">
                {date.titel}
              </OfferLink>
              <Text fontSize="sm">
                {formatDay(date.beginn)} · {date.zugelassen} von mindestens {date.minPlaetze} · Anmeldeschluss{' '}
                {formatMoment(date.anmeldeschluss)}
              </Text>
            </>
          )}
        </Section>
        <Section
          title="Lange Wartelisten"
          lead={`Kommende Termine mit mindestens ${VERWALTUNGSUEBERSICHT_LIMITS.langeWarteliste} Personen auf der Warteliste.`}
          list={overview.langeWartelisten}
          empty="Keine langen Wartelisten."
        >
          {(date) => (
            <>
              <OfferLink vnr={date.vnr} vtyp={date.vtyp} view="termine">
                {date.titel}
              </OfferLink>
              <Text fontSize="sm">
                {formatDay(date.beginn)} · {occupancy(date)}
              </Text>
              <Text fontSize="sm">
                <DatePeopleLink
                  terminId={date.id}
                  stand="warteliste"
                  label={`Warteliste ansehen: ${date.titel}, ${formatDay(date.beginn)}`}
                >
                  Warteliste ansehen
                </DatePeopleLink>
              </Text>
            </>
          )}
        </Section>
      </Stack>
    </Grid>
  );
}

/** One list of the overview: its heading says how many there are; the entries shown are the first of them. */
function Section<T>({
  title,
  lead,
  list,
  empty,
  children,
}: {
  title: string;
  lead?: string;
  list: { anzahl: number; items: readonly T[] };
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb={lead ? '1' : '3'}>
        {title} ({list.anzahl})
      </Heading>
      {lead && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {lead}
        </Text>
      )}
      {list.items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" p="0" m="0" gap="3">
          {list.items.map((item, index) => (
            <Box as="li" key={index} borderWidth="1px" borderColor="border" borderRadius="md" p="3">
              {children(item)}
            </Box>
          ))}
          {list.anzahl > list.items.length && (
            <Text as="li" fontSize="sm" color="fg.muted">
              und {list.anzahl - list.items.length} weitere
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
