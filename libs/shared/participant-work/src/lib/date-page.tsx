import { Box, Text } from '@chakra-ui/react';
import type { Teilnehmende, TerminSearchItem } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { formatDay, formatTimeRange, holdsSeat, onWaitingList } from '@fobu/domain';
import { Link } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import type { ReactNode } from 'react';
import { sessionLabel, sessionsOf } from './date-sessions';
import { useDateViews } from './use-date-views';

/** Seats taken and free, counted from the bookings shown, so that they agree with the list after each change. */
export function occupancyOf(termin: Pick<TerminSearchItem, 'maxPlaetze'>, people: readonly Teilnehmende[]) {
  const taken = people.filter((person) => holdsSeat(person.status)).length;
  return { taken, free: Math.max(0, termin.maxPlaetze - taken), waiting: people.filter((person) => onWaitingList(person.status)).length };
}

const TITLES = { teilnehmende: 'Teilnehmende', anwesenheit: 'Anwesenheit', bewertung: 'Bewertung' } as const;

/**
 * A view of one date: the way back, its heading (the view and the offer's title), when and where
 * it takes place, and how full it is.
 */
export function DatePage({
  termin,
  people,
  view,
  children,
}: {
  termin: TerminSearchItem;
  people: readonly Teilnehmende[];
  view: keyof typeof TITLES;
  children: ReactNode;
}) {
  const { archive, meeting, backToSearch, backLabel, viewLink } = useDateViews();
  const sessions = sessionsOf(termin);
  const { taken, waiting } = occupancyOf(termin, people);
  return (
    <Box>
      <Text mb="3" data-print="hide">
        {view === 'teilnehmende' ? (
          <Link {...backToSearch} style={{ textDecoration: 'underline' }}>
            ← {backLabel}
          </Link>
        ) : (
          <Link {...viewLink(undefined)} style={{ textDecoration: 'underline' }}>
            ← Zur Teilnehmendenliste
          </Link>
        )}
      </Text>
      <ScreenPage
        title={`${TITLES[view]}: ${termin.titel}`}
        lead={
          <>
            {sessions.length > 1
              ? `${formatDay(termin.beginn)}, ${sessions.length} Sitzungen`
              : `${formatDay(termin.beginn)}, ${formatTimeRange(termin.beginn, termin.ende)}`}{' '}
            · {placeOf(termin)}
            {!meeting && ` · Veranstaltungsnummer ${termin.vnr}`}
          </>
        }
      >
        {sessions.length > 1 && (
          <Box as="ul" listStyleType="none" mb="4">
            {sessions.map((session, index) => (
              <li key={session.beginn}>{sessionLabel(session, index)}</li>
            ))}
          </Box>
        )}
        <Text fontWeight="600" mb="6">
          {meeting
            ? `Zugesagt: ${taken}`
            : `Belegung: ${taken} von ${termin.maxPlaetze} Plätzen${waiting > 0 ? `, ${waiting} auf der Warteliste` : ', Warteliste leer'}`}
          {termin.status === 'abgesagt' ? ' · Der Termin ist abgesagt.' : ''}
        </Text>
        {archive && (
          <Text mb="6" color="fg.muted">
            Das Angebot ist archiviert: Anmeldungen und Anwesenheit stehen hier zum Nachlesen und lassen sich nicht mehr ändern.
          </Text>
        )}
        {children}
      </ScreenPage>
    </Box>
  );
}
