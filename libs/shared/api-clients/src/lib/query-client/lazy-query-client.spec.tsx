import { act, render, screen } from '@testing-library/react';
import { useContext, useState } from 'react';

// Each test starts with the query cache's code not loaded, as a page does.
async function freshModules() {
  vi.resetModules();
  const lazy = await import('./lazy-query-client');
  const { LazyQueryClientProvider } = await import('./lazy-query-client-provider');
  // TanStack Query's module as the provider sees it (the registry was reset).
  const { QueryClientContext, useQueryClient } = await import('@tanstack/react-query');
  return { ...lazy, LazyQueryClientProvider, QueryClientContext, useQueryClient };
}

describe('the lazily made query cache', () => {
  it('is not made before a part loads its code, then is one client with the given defaults', async () => {
    const { createLazyQueryClient } = await freshModules();
    const lazy = createLazyQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(lazy.current()).toBeUndefined();

    const client = await lazy.load();
    expect(lazy.current()).toBe(client);
    await expect(lazy.load()).resolves.toBe(client);
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
  });

  it('is there once a chunk that needs it has loaded, whichever part loaded the code', async () => {
    const { createLazyQueryClient, withQueryClient } = await freshModules();
    const lazy = createLazyQueryClient({});
    const chunk = await withQueryClient(async () => ({ Page: 'die Seite' }))();
    expect(chunk).toEqual({ Page: 'die Seite' });
    expect(lazy.current()).toBeDefined();
  });

  it('reaches the React tree when it is made, without mounting the tree anew', async () => {
    const { createLazyQueryClient, LazyQueryClientProvider, QueryClientContext, useQueryClient } = await freshModules();
    const lazy = createLazyQueryClient({});
    let mounts = 0;
    function Typed() {
      // A field's state, which a new mount would lose.
      const [value] = useState(() => `Eingabe ${++mounts}`);
      return <p>{value}</p>;
    }
    function UsesQueries() {
      useQueryClient();
      return <p>Liste</p>;
    }
    function Parts() {
      const client = useContext(QueryClientContext);
      return (
        <>
          <Typed />
          {client && <UsesQueries />}
        </>
      );
    }
    render(
      <LazyQueryClientProvider client={lazy}>
        <Parts />
      </LazyQueryClientProvider>,
    );
    expect(screen.queryByText('Liste')).toBeNull();

    await act(() => lazy.load());
    expect(screen.getByText('Liste').tagName).toBe('P');
    expect(screen.getByText('Eingabe 1').tagName).toBe('P');
    expect(mounts).toBe(1);
  });

  it('is quiet once a check finds no query fetching, counting a cache made and queries started meanwhile', async () => {
    const { createLazyQueryClient } = await freshModules();
    const lazy = createLazyQueryClient({});
    let quiet = false;
    void lazy.quiet(20).then(() => (quiet = true));
    const client = await lazy.load();
    let answer: (value: string) => void = () => undefined;
    const fetched = client.fetchQuery({ queryKey: ['termine'], queryFn: () => new Promise<string>((done) => (answer = done)) });
    await new Promise((wait) => setTimeout(wait, 100));
    expect(quiet).toBe(false);

    answer('20 Termine');
    await fetched;
    await vi.waitFor(() => expect(quiet).toBe(true));
  });

  it('is quiet after the time asked when no part ever asked the services', async () => {
    const { createLazyQueryClient } = await freshModules();
    const lazy = createLazyQueryClient({});
    const started = Date.now();
    await lazy.quiet(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(29);
    expect(lazy.current()).toBeUndefined();
  });
});
