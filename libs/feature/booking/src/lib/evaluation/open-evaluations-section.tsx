import { openEvaluationsQueryOptions, useServiceClients } from '@fobu/api-clients';
import { formatDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ScreenReaderText } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { bookingGroupsClass } from '../dashboard/booking-sections.styles';
import { DashboardCardList } from '../dashboard/dashboard-card';
import { EvaluationLink } from './evaluation-link';

/**
 * „Bitte bewerten Sie“ on the booking roles' dashboard: the dates the person attended in the last
 * eight weeks and has not evaluated yet, each with a link to its form. With none, no section: there
 * is nothing to do.
 */
export function OpenEvaluationsSection() {
  return (
    <DataBoundary what="Ihre offenen Bewertungen" rows={1}>
      <OpenEvaluations />
    </DataBoundary>
  );
}

function OpenEvaluations() {
  const { data } = useSuspenseQuery(openEvaluationsQueryOptions(useServiceClients(), useRoleBranch().user.uid));
  if (data.items.length === 0) return null;
  return (
    <div className={bookingGroupsClass}>
      <section aria-labelledby="bewertungen-offen">
        <h2 id="bewertungen-offen">
          Bitte bewerten Sie <span>({data.items.length})</span>
        </h2>
        <p>Ihre Bewertung ist anonym und hilft, die Fortbildungen zu verbessern. Sie dauert nur wenige Minuten.</p>
        <DashboardCardList>
          {data.items.map((date) => (
            <li key={date.terminId}>
              <div data-card="head">
                <h3>{date.titel}</h3>
              </div>
              <p>Termin am {formatDay(date.beginn)}</p>
              <p>
                <EvaluationLink terminId={date.terminId}>
                  Jetzt bewerten<ScreenReaderText>: {date.titel}</ScreenReaderText>
                </EvaluationLink>
              </p>
            </li>
          ))}
        </DashboardCardList>
      </section>
    </div>
  );
}
