import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Mock } from 'vitest';
import { useEarlyFetch } from './early-fetch';

/**
 * Renders a component that fetches early, and tells whether the request had started when it
 * rendered and what each render gave to wait for; `rerender` renders it once more.
 */
function renderWithQuery(client: QueryClient, queryFn: Mock<() => Promise<string>>) {
  const seen: string[] = [];
  const ready: (Promise<void> | undefined)[] = [];
  function Screen() {
    ready.push(useEarlyFetch({ queryKey: ['termine', 1], queryFn }));
    seen.push(queryFn.mock.calls.length > 0 ? 'requested while rendering' : 'not requested while rendering');
    return null;
  }
  const tree = (
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>
  );
  const { rerender } = render(tree);
  return { seen, ready, rerender: () => rerender(tree) };
}

describe('useEarlyFetch', () => {
  it('requests the data as the component renders, before any effect', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'Liste');
    expect(renderWithQuery(client, queryFn).seen[0]).toBe('requested while rendering');
    await vi.waitFor(() => expect(client.getQueryData(['termine', 1])).toBe('Liste'));
  });

  it('leaves a query alone that the cache already has, and gives nothing to wait for', () => {
    const client = new QueryClient();
    client.setQueryData(['termine', 1], 'Liste');
    const queryFn = vi.fn(async () => 'neu');
    const { ready } = renderWithQuery(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
    expect(ready).toEqual([undefined]);
  });

  it('gives the request to wait for, asked for once however often the component renders, settled when the data is there', async () => {
    const client = new QueryClient();
    let answer!: (list: string) => void;
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { ready, rerender } = renderWithQuery(client, queryFn);
    rerender();
    expect(queryFn).toHaveBeenCalledTimes(1);
    let settled = false;
    void Promise.all(ready).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    answer('Liste');

    await vi.waitFor(() => expect(settled).toBe(true));
    expect(client.getQueryData(['termine', 1])).toBe('Liste');
  });
});
