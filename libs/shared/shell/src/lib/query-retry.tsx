import { DataRetryContext } from '@fobu/ui';
import { QueryClientContext, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useCallback, useContext, type ReactNode } from 'react';

/**
 * "Erneut versuchen" in a part of a screen makes its failed requests again (see DataBoundary).
 * The error reset boundary's flag alone does not do it reliably: any query hook that mounts (or is
 * revealed again in a Suspense boundary) clears the flag in its effect, and when such an effect ran
 * between the click and the part's new render, the part threw its old error again without a
 * request. Failed queries are therefore reset to "not loaded" as well, which loads them on mount
 * whatever the flag says. Before the query cache is made (`LazyQueryClientProvider`) no part has
 * asked a service, so there is nothing to retry.
 */
export function QueryRetry({ children }: { children: ReactNode }) {
  const queryClient = useContext(QueryClientContext);
  const { reset } = useQueryErrorResetBoundary();
  const retry = useCallback(() => {
    reset();
    void queryClient?.resetQueries({ predicate: (query) => query.state.status === 'error' });
  }, [queryClient, reset]);
  return <DataRetryContext.Provider value={retry}>{children}</DataRetryContext.Provider>;
}
