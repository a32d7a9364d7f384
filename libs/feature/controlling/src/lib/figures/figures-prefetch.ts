import { kennzahlenQueryOptions } from '@fobu/api-clients';
import type { FiguresSearch, ScreenDataContext } from '@fobu/routing';
import { figuresQueryOf, periodProblem } from './figures-period';

/** The figures of the URL's filters, started by the route beside the screen's code (not for a period the service would refuse). */
export const prefetchFigures = async ({ queryClient, loadServiceClients, user, search }: ScreenDataContext<FiguresSearch>) => {
  const query = figuresQueryOf(search);
  if (!periodProblem(query)) await queryClient.prefetchQuery(kennzahlenQueryOptions(loadServiceClients, user.uid, query));
};
