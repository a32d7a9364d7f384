import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { JUST_LOADED_MS } from './just-loaded';

const KEY = ['arbeitsuebersicht', 'vl-1'];

function Screen({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: KEY, queryFn });
  return <p>{data ?? 'lädt'}</p>;
}

/** A query client as the portal makes it, in which a loader (or the page's start) has loaded the overview once. */
async function clientWithLoadedOverview(queryFn: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: JUST_LOADED_MS } } });
  await client.prefetchQuery({ queryKey: KEY, queryFn });
  return client;
}

function mount(client: QueryClient, queryFn: () => Promise<string>) {
  return render(
    <QueryClientProvider client={client}>
      <Screen queryFn={queryFn} />
    </QueryClientProvider>,
  );
}

describe('JUST_LOADED_MS as the staleTime', () => {
  afterEach(() => vi.useRealTimers());

  it('lets a screen mount with the data its loader has just loaded, without asking again', async () => {
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn);
    mount(client, queryFn);
    await screen.findByText('Übersicht');
    expect(client.isFetching()).toBe(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("lets a route loader take what the page's start has just loaded", async () => {
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks again, on mount and in a loader, when the data is older than a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn);
    vi.setSystemTime(Date.now() + JUST_LOADED_MS + 1_000);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + JUST_LOADED_MS + 1_000);
    mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(3));
  });

  it('asks again on mount when a change has marked the data out of date', async () => {
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn);
    await client.invalidateQueries({ queryKey: KEY });
    mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});
