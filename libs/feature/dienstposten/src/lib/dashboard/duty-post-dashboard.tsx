import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { dienstpostenUebersichtQueryOptions, useServiceClients, useWatchedQuery } from '@fobu/api-clients';
import type { Dienststelle, DienstpostenUebersicht } from '@fobu/api-contract';
import { formatShortDay, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { useDutyPostSearch, useRoleBranch } from '@fobu/routing';
import { Note, ScreenPage } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { overviewQuery } from '../dienstposten-screens';
import { AreaDatesTable } from './area-dates-table';
import { OpenRequestsTable } from './open-requests-table';
import { PeriodFilter } from './period-filter';
import { SchoolParticipationTable } from './school-participation-table';
import { WorkgroupSchoolsTable } from './workgroup-schools-table';

/** „Kreis Plön und Stadt Kiel“, or the whole country. */
function areaText(office: Dienststelle): string {
  if (office.landesweit) return 'alle Kreise und kreisfreien Städte Schleswig-Holsteins';
  const names = office.kreise.map((kreis) => kreis.name);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
}

/**
 * `dpdashboard`: what concerns the duty post's area (its office's districts) in the chosen period:
 * the dates held there, how many people of each of its schools took part, and its schools' open
 * on-demand requests. Counts only, never a name (docs/domain-model.md, "Duty posts").
 */
export function DutyPostDashboard() {
  const { user } = useRoleBranch();
  const { search } = useDutyPostSearch();
  // The tables keep the last answer while the next period or page loads (React renders it in the background).
  const shown = useDeferredValue(search);
  const query = dienstpostenUebersichtQueryOptions(useServiceClients(), user.uid, overviewQuery(shown));
  const office = useWatchedQuery(query).data?.dienststelle;
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.dpdashboard}
      lead={office ? `${office.name}: zuständig für ${areaText(office)}.` : 'Was in Ihrem Bereich an Fortbildung stattfindet, in Zahlen.'}
    >
      <DataBoundary what="die Übersicht Ihrer Dienststelle" rows={8}>
        <AreaOverview query={query} loading={shown !== search} />
      </DataBoundary>
    </ScreenPage>
  );
}

/** The period and the three tables, or a note when the reader's office has no area. */
function AreaOverview({ query, loading }: { query: ReturnType<typeof dienstpostenUebersichtQueryOptions>; loading: boolean }) {
  const { user } = useRoleBranch();
  const { search, update } = useDutyPostSearch();
  const { data } = useSuspenseQuery(query);
  if (!data.dienststelle) {
    return (
      <Note>
        Ihrer Dienststellennummer {user.dstnr} ist keine Dienststelle mit Zuständigkeitsbereich zugeordnet. Bitte wenden Sie sich an den
        Support, damit Ihr Bereich eingetragen wird.
      </Note>
    );
  }
  return (
    <>
      <PeriodFilter von={data.von} bis={data.bis} chosen={Boolean(search.von || search.bis)} onChange={(period) => update({ ...period })} />
      <Overview overview={data} loading={loading} onPageChange={(seite) => update({ ...search, seite })} />
    </>
  );
}

interface OverviewProps {
  readonly overview: DienstpostenUebersicht;
  readonly loading: boolean;
  readonly onPageChange: (page: number) => void;
}

function Overview({ overview, loading, onPageChange }: OverviewProps) {
  const period = `${formatShortDay(`${overview.von}T12:00:00Z`)} bis ${formatShortDay(`${overview.bis}T12:00:00Z`)}`;
  return (
    <Stack gap="12">
      <Part id="termine" title="Termine in Ihrem Bereich" intro={`Termine vom ${period}, mit ihrer Belegung.`}>
        <AreaDatesTable dates={overview.termine} loading={loading} onPageChange={onPageChange} />
      </Part>
      <Part
        id="teilnahme"
        title="Teilnahme Ihrer Schulen"
        intro={`Wie viele Personen jeder Schule vom ${period} an Terminen teilgenommen haben. Gezählt wird die erfasste Teilnahme; Namen zeigt diese Übersicht nicht.`}
      >
        <SchoolParticipationTable schools={overview.schulen} loading={loading} />
      </Part>
      <Part
        id="abrufanfragen"
        title="Offene Abrufanfragen Ihrer Schulen"
        intro="Anfragen, die noch beantwortet werden, und vereinbarte Termine, die noch bevorstehen."
      >
        <OpenRequestsTable requests={overview.abrufanfragen} loading={loading} />
      </Part>
      {overview.arbeitsgruppen && (
        <Part
          id="arbeitsgruppen"
          title="Ihre Schulen in Arbeitsgruppen"
          intro={`Wie viele Personen jeder Schule Mitglied einer Arbeitsgruppe sind, und die Stunden der Treffen vom ${period}, an denen sie teilgenommen haben. Namen zeigt diese Übersicht nicht.`}
        >
          <WorkgroupSchoolsTable schools={overview.arbeitsgruppen} loading={loading} />
        </Part>
      )}
    </Stack>
  );
}

function Part({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <Heading as="h2" id={id} size="xl" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="70ch" mb="4">
        {intro}
      </Text>
      {children}
    </Box>
  );
}
