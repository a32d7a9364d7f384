import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { useFiguresSearch, useNavigate, type FiguresSearch } from '@fobu/routing';
import { Note, ScreenPage } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { FigureFilters } from './figure-filters';
import { FigureSections } from './figure-sections';
import { figuresQueryOf, periodProblem, schoolYearOf } from './figures-period';

/**
 * Controlling's figures (ctdashboard): bookings, utilisation, attendance, cancellations, waiting
 * lists and on-demand requests of the tenant, filtered in the URL; every figure a chart with its
 * table and an Excel download. Counts only: no person is named.
 */
export function FiguresScreen() {
  const search = useFiguresSearch();
  const navigate = useNavigate();
  const query = useMemo(() => figuresQueryOf(search), [search]);
  // The figures keep showing the last answer while the next loads; the filters move at once.
  const shown = useDeferredValue(query);
  const problem = periodProblem(query);
  const update = useCallback(
    (patch: Partial<FiguresSearch>) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...patch }), replace: true }),
    [navigate],
  );
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.ctdashboard}
      lead="Kennzahlen Ihres Mandanten zu Anmeldungen, Plätzen, Teilnahme, Stornierungen, Wartelisten, Abrufanfragen und Arbeitsgruppen – als Diagramm, als Tabelle und als Excel-Datei. Es werden nur Anzahlen gezeigt, nie Personen."
    >
      <FigureFilters query={query} defaultPeriod={search.von || search.bis ? undefined : schoolYearOf(query.von).name} onChange={update} />
      {problem ? (
        <Note role="status">{problem}</Note>
      ) : (
        // A boundary per query: a failed answer does not stay on screen once the filters change.
        <DataBoundary key={JSON.stringify(shown)} what="die Kennzahlen" rows={8}>
          <FigureSections query={shown} stale={shown !== query} />
        </DataBoundary>
      )}
    </ScreenPage>
  );
}
