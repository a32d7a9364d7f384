import { DataRetryContext } from '@fobu/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** "Erneut versuchen" in a part of a screen makes its failed requests again (see DataBoundary). */
export function QueryRetry({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return <DataRetryContext.Provider value={reset}>{children}</DataRetryContext.Provider>;
}
