import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { arbeitsuebersichtQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import type { Arbeitsuebersicht, TerminBelegung } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { formatDay, formatShortDay, formatTimeRange, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, ScreenPage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DatePeopleLink } from '../dates/date-people-link';
import { OfferLink } from '../work/offer-link';
import { formatMoment } from '../german-time';

const occupancy = (date: TerminBelegung) =>
  `${date.zugelassen} von ${date.maxPlaetze} Plätzen belegt${date.warteliste > 0 ? `, ${date.warteliste} auf der Warteliste` : ''}`;

/**
 * The dashboard of organisers (their own offers) and of the administration (the tenant's): the
 * next dates with their occupancy, and the work waiting, each entry a link to where it is done.
 */
export function WorkOverviewScreen() {
  const { role, user } = useRoleBranch();
  const query = useQuery(arbeitsuebersichtQueryOptions(useServiceClients(), user.uid));
  const title = role === 'verwaltung' ? ROLE_SCREEN_TITLES.vwdashboard : ROLE_SCREEN_TITLES.vldashboard;
  return (
    <ScreenPage
      title={title}
      lead={`Guten Tag, ${[user.vorname, user.name].filter(Boolean).join(' ')}. ${
        role === 'verwaltung'
          ? 'Hier sehen Sie, was bei allen Angeboten Ihres Mandanten ansteht.'
          : 'Hier sehen Sie, was bei Ihren Angeboten ansteht.'
      }`}
    >
      <LoadStates state={loadStateOf(query)} what="Ihre Übersicht" rows={6} onRetry={() => void query.refetch()}>
        {() => query.data && <Overview overview={query.data} />}
      </LoadStates>
    </ScreenPage>
  );
}

function Overview({ overview }: { overview: Arbeitsuebersicht }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      gap={{ base: '10', lg: '12' }}
      alignItems="start"
    >
      <Stack gap="10" minW="0">
        <WorkList title="Nächste Termine" list={overview.naechsteTermine} empty="Keine kommenden Termine.">
          {(date) => (
            <>
              <OfferLink vnr={date.vnr} vtyp={date.vtyp}>
                {date.titel}
              </OfferLink>
              <Text fontSize="sm">
                {formatDay(date.beginn)}, {formatTimeRange(date.beginn, date.ende)} · {placeOf(date)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {occupancy(date)}
              </Text>
            </>
          )}
        </WorkList>
        <WorkList
          title="Unter der Mindestzahl"
          list={overview.unterMindestzahl}
          empty="Alle Termine mit offener Anmeldung haben genug Anmeldungen."
        >
          {(date) => (
            <>
              <OfferLink vnr={date.vnr} vtyp={date.vtyp}>
                {date.titel}
              </OfferLink>
              <Text fontSize="sm">
                {formatDay(date.beginn)} · {date.zugelassen} von mindestens {date.minPlaetze} · Anmeldeschluss{' '}
                {formatMoment(date.anmeldeschluss)}
              </Text>
            </>
          )}
        </WorkList>
      </Stack>
      <Stack gap="10" minW="0">
        <WorkList title="Zurückgegeben" list={overview.zurueckgegeben} empty="Nichts zurückgegeben.">
          {(item) => (
            <>
              <OfferLink vnr={item.vnr} vtyp={item.vtyp}>
                {item.titel}
              </OfferLink>
              {item.zurueckgegebenAm && (
                <Text fontSize="sm" color="fg.muted">
                  {item.ueberarbeitung ? 'Überarbeitung zurückgegeben' : 'Zurückgegeben'} am {formatShortDay(item.zurueckgegebenAm)}
                </Text>
              )}
              {item.notiz && (
                <Text fontSize="sm" whiteSpace="pre-line">
                  „{item.notiz}“
                </Text>
              )}
            </>
          )}
        </WorkList>
        <WorkList title="Offene Abrufanfragen" list={overview.offeneAbrufanfragen} empty="Keine Anfrage wartet auf Antwort.">
          {(request) => (
            <>
              <OfferLink vnr={request.vnr} vtyp="ABRUF">
                {request.titel}
              </OfferLink>
              <Text fontSize="sm">
                {request.schule.name} · {request.teilnehmende} Teilnehmende · Wunschtermine{' '}
                {request.wunschtermine.map(formatShortDay).join(', ')}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {request.referenz}, angefragt am {formatShortDay(request.angefragtAm)}
              </Text>
            </>
          )}
        </WorkList>
        <WorkList
          title="Anwesenheit noch nicht erfasst"
          list={overview.anwesenheitOffen}
          empty="Für alle vergangenen Termine ist die Anwesenheit erfasst."
        >
          {(date) => (
            <>
              <OfferLink vnr={date.vnr} vtyp={date.vtyp}>
                {date.titel}
              </OfferLink>
              <Text fontSize="sm">
                {formatDay(date.beginn)} · {date.ohneAnwesenheit} {date.ohneAnwesenheit === 1 ? 'Person' : 'Personen'} ohne Eintrag
              </Text>
              <Text fontSize="sm">
                <DatePeopleLink
                  terminId={date.id}
                  view="anwesenheit"
                  label={`Anwesenheit erfassen: ${date.titel}, ${formatDay(date.beginn)}`}
                >
                  Anwesenheit erfassen
                </DatePeopleLink>
              </Text>
            </>
          )}
        </WorkList>
      </Stack>
    </Grid>
  );
}

/** One list of the overview: its heading says how many there are; the entries shown are the first of them. */
function WorkList<T>({
  title,
  list,
  empty,
  children,
}: {
  title: string;
  list: { anzahl: number; items: readonly T[] };
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb="3">
        {title} ({list.anzahl})
      </Heading>
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
