import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Mock } from 'vitest';
import { useEarlyFetch } from './early-fetch';

/** Renders a component that fetches early, and tells whether the request had started when it rendered. */
function renderWithQuery(client: QueryClient, queryFn: Mock<() => Promise<string>>) {
  const seen: string[] = [];
  function Screen() {
    useEarlyFetch({ queryKey: ['termine', 1], queryFn });
    seen.push(queryFn.mock.calls.length > 0 ? 'requested while rendering' : 'not requested while rendering');
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return seen;
}

describe('useEarlyFetch', () => {
  it('requests the data as the component renders, before any effect', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'Liste');
    expect(renderWithQuery(client, queryFn)[0]).toBe('requested while rendering');
    await vi.waitFor(() => expect(client.getQueryData(['termine', 1])).toBe('Liste'));
  });

  it('leaves a query alone that the cache already has', () => {
    const client = new QueryClient();
    client.setQueryData(['termine', 1], 'Liste');
    const queryFn = vi.fn(async () => 'neu');
    renderWithQuery(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
  });
});
