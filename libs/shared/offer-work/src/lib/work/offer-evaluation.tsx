import { offerEvaluationResultsQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { AngebotArbeitsstand } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { DataSection } from './data-section';

// The participant lists' library loads lazily (staff-offer-screens.tsx); its results view with it.
const EvaluationResults = lazy(() => import('@fobu/participant-work/evaluation').then((module) => ({ default: module.EvaluationResults })));

/**
 * „Bewertungen“ on an offer's work page, which is also quality control's review: the evaluation of
 * all its past dates, from five answers on (docs/proof-of-training.md). For the offer's own
 * organiser, quality control and the administration; another organiser sees no section.
 */
export function OfferEvaluation({ work }: { work: Pick<AngebotArbeitsstand, 'vnr' | 'leitungUid'> }) {
  const { role, user } = useRoleBranch();
  if (role === 'veranstaltungsleiter' && work.leitungUid !== user.uid) return null;
  return (
    <DataSection id="bewertungen" title="Bewertungen" what="die Bewertungen" rows={3} headingSpace="3">
      <Results vnr={work.vnr} />
    </DataSection>
  );
}

function Results({ vnr }: { vnr: string }) {
  const { data } = useSuspenseQuery(offerEvaluationResultsQueryOptions(useServiceClients(), useRoleBranch().user.uid, vnr));
  return <EvaluationResults result={data} headingLevel="h3" />;
}
