import { dateEvaluationResultsQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { EvaluationResults } from './evaluation-results';

/** A date's evaluation results in its views (`terminansicht=bewertung`), for its organiser, quality control and the administration. */
export function DateEvaluation({ terminId }: { terminId: number }) {
  const query = useQuery(dateEvaluationResultsQueryOptions(useServiceClients(), useRoleBranch().user.uid, terminId));
  return (
    <LoadStates state={loadStateOf(query)} what="die Bewertungen" rows={4} onRetry={() => void query.refetch()}>
      {() => query.data && <EvaluationResults result={query.data} />}
    </LoadStates>
  );
}
