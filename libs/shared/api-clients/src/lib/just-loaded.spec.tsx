import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createJustLoaded, JUST_LOADED_MS, type JustLoaded } from './just-loaded';

const KEY = ['arbeitsuebersicht', 'vl-1'];

function Screen({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: KEY, queryFn });
  return <p>{data ?? 'lädt'}</p>;
}

/** A query client as the portal makes it, in which a loader (or the page's start) has loaded the overview once. */
async function clientWithLoadedOverview(queryFn: () => Promise<string>, justLoaded: JustLoaded = createJustLoaded()) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: justLoaded.staleTime } } });
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

describe('createJustLoaded as the staleTime', () => {
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

  it('asks again, in the loader of a screen opened within seconds, for what an earlier screen loaded; its mount then takes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const justLoaded = createJustLoaded();
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn, justLoaded);
    justLoaded.shown();
    vi.setSystemTime(Date.now() + 1_000);
    // Another screen is opened (it loads nothing of this), then the first one again, two seconds after its load.
    justLoaded.opening();
    justLoaded.shown();
    vi.setSystemTime(Date.now() + 1_000);
    justLoaded.opening();
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
    mount(client, queryFn);
    await screen.findByText('Übersicht');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('asks again for what the screen on view showed, also when a change reloaded it after that screen was shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const justLoaded = createJustLoaded();
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn, justLoaded);
    justLoaded.shown();
    const view = mount(client, queryFn);
    await screen.findByText('Übersicht');
    // A step's refetch arrives a second after the screen was shown; within seconds the screen is opened again.
    vi.setSystemTime(Date.now() + 1_000);
    await client.refetchQueries({ queryKey: KEY });
    expect(queryFn).toHaveBeenCalledTimes(2);
    justLoaded.opening(client.getQueryCache().findAll({ type: 'active' }));
    view.unmount();
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('lets the click take what a link’s preload loaded on the screen shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const justLoaded = createJustLoaded();
    justLoaded.shown();
    vi.setSystemTime(Date.now() + 1_000);
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn, justLoaded);
    justLoaded.opening();
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks again on mount when a change has marked the data out of date', async () => {
    const queryFn = vi.fn(async () => 'Übersicht');
    const client = await clientWithLoadedOverview(queryFn);
    await client.invalidateQueries({ queryKey: KEY });
    mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});
