import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/ui-provider';
import { DataBoundary } from './data-boundary';

/**
 * A boundary whose content reads data on its way with suspense and counts how often it had to
 * wait; `withReady` gives the boundary that request to wait for. Shows the skeleton, lets the data
 * arrive and waits for the content.
 */
async function loadThroughBoundary({ withReady }: { withReady: boolean }) {
  let arrive!: () => void;
  const request = new Promise<void>((resolve) => (arrive = resolve));
  let arrived = false;
  void request.then(() => (arrived = true));
  const suspended = { times: 0 };
  function Dates() {
    if (!arrived) {
      suspended.times++;
      throw request;
    }
    return <p>12 Termine</p>;
  }
  render(
    <UiProvider>
      <DataBoundary what="die Termine" rows={2} ready={withReady ? request : undefined}>
        <Dates />
      </DataBoundary>
    </UiProvider>,
  );
  expect(screen.getByRole('status', { name: 'Wir laden die Termine' })).toBeTruthy();
  await act(async () => arrive());
  expect(await screen.findByText('12 Termine')).toBeTruthy();
  return suspended.times;
}

describe('DataBoundary', () => {
  it('with `ready`, shows the skeleton until the data is there and then the content, which never waits', async () => {
    // Content that suspended would have shown the fallback first, whose reveal React holds back.
    expect(await loadThroughBoundary({ withReady: true })).toBe(0);
  });

  it('without `ready`, the content suspends and the skeleton stands in until the data is there', async () => {
    expect(await loadThroughBoundary({ withReady: false })).toBeGreaterThan(0);
  });
});
