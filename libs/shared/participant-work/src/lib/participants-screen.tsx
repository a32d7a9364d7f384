import { Box, Text } from '@chakra-ui/react';
import { loadStateOf, serviceErrorMessage, staffTerminQueryOptions, teilnehmendeQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { DateView } from '@fobu/routing';
import { Link, useRoleBranch } from '@fobu/routing';
import { ListSkeleton, LoadStates, MessagePage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AttendanceView } from './attendance/attendance-view';
import { DatePage } from './date-page';
import { DateEvaluation } from './evaluation/date-evaluation';
import { ParticipantList } from './list/participant-list';
import { DateViewsPlaceContext, useDateViews } from './use-date-views';

// The check-in's camera decoder and animations stay in a chunk of their own, loaded at the door only.
const EinlassView = lazy(() => import('./einlass/einlass-view').then((module) => ({ default: module.EinlassView })));

const LINK_STYLE = { textDecoration: 'underline' } as const;

/**
 * The people of one date (`termin`) in the staff's date search: its participant list, the
 * attendance of its sessions (`terminansicht=anwesenheit`), the check-in at the door (`einlass`) or
 * the evaluation's results (`bewertung`, docs/proof-of-training.md).
 * With `archive`, an archived offer's date in the archive search: the same views, read only. With
 * `workgroup`, a workgroup's meeting in the offer search, whose way back leads to the group's page.
 */
export function ParticipantsScreen({ archive = false, workgroup = false }: { archive?: boolean; workgroup?: boolean }) {
  return (
    <DateViewsPlaceContext.Provider value={archive ? 'archiv' : workgroup ? 'arbeitsgruppe' : 'terminsuche'}>
      <DateViews />
    </DateViewsPlaceContext.Provider>
  );
}

function DateViews() {
  const { search, readOnly, viewLink } = useDateViews();
  if (!search.termin) return null;
  const view: DateView = search.terminansicht ?? 'teilnehmende';
  if (view !== 'einlass') return <DateParticipants key={search.termin} terminId={search.termin} view={view} />;
  if (readOnly) {
    return (
      <MessagePage
        title="Einlass nicht möglich"
        action={
          <Link {...viewLink(undefined)} style={LINK_STYLE}>
            Zur Teilnehmendenliste
          </Link>
        }
      >
        Den Einlass führen die Veranstaltungsleitung und die Verwaltung; Sie können die Teilnehmendenliste ansehen.
      </MessagePage>
    );
  }
  return (
    <Box>
      <Text mb="3">
        <Link {...viewLink(undefined)} style={LINK_STYLE}>
          ← Zur Teilnehmendenliste
        </Link>
      </Text>
      <Suspense fallback={<ListSkeleton rows={4} label="Der Einlass wird geladen" />}>
        <EinlassView terminId={search.termin} />
      </Suspense>
    </Box>
  );
}

/** The date and its bookings, read as the signed-in person; a refusal (another organiser's date) in the service's words. */
function DateParticipants({ terminId, view }: { terminId: number; view: Exclude<DateView, 'einlass'> }) {
  const { user } = useRoleBranch();
  const { backToSearch, backLabel } = useDateViews();
  const load = useServiceClients();
  const termin = useQuery(staffTerminQueryOptions(load, user.uid, terminId));
  const people = useQuery(teilnehmendeQueryOptions(load, user.uid, terminId));
  const refusal = serviceErrorMessage(termin.error ?? people.error, '');
  if (refusal) {
    return (
      <MessagePage
        title="Teilnehmende nicht verfügbar"
        alert
        action={
          <Link {...backToSearch} style={LINK_STYLE}>
            {backLabel}
          </Link>
        }
      >
        {refusal}
      </MessagePage>
    );
  }
  const state = termin.isSuccess ? loadStateOf(people) : loadStateOf(termin);
  return (
    <LoadStates state={state} what="die Teilnehmenden" rows={6} onRetry={() => void Promise.all([termin.refetch(), people.refetch()])}>
      {() =>
        termin.data &&
        people.data && (
          <DatePage termin={termin.data} people={people.data.items} view={view}>
            {view === 'anwesenheit' ? (
              <AttendanceView termin={termin.data} people={people.data.items} />
            ) : view === 'bewertung' ? (
              <DateEvaluation terminId={terminId} />
            ) : (
              <ParticipantList termin={termin.data} people={people.data.items} />
            )}
          </DatePage>
        )
      }
    </LoadStates>
  );
}
