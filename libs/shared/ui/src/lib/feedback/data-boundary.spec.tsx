import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/ui-provider';
import { DataBoundary } from './data-boundary';

/** Data on its way, and a part that reads it with suspense and counts how often it had to wait. */
function dataOnItsWay() {
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
  return { request, arrive, suspended, Dates };
}

describe('DataBoundary', () => {
  it('with `ready`, shows the skeleton until the data is there and then the content, which never waits', async () => {
    const { request, arrive, suspended, Dates } = dataOnItsWay();
    render(
      <UiProvider>
        <DataBoundary what="die Termine" rows={2} ready={request}>
          <Dates />
        </DataBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('status', { name: /Die Termine werden geladen/ })).toBeTruthy();

    await act(async () => arrive());

    expect(await screen.findByText('12 Termine')).toBeTruthy();
    // Content that suspended would have shown the fallback first, whose reveal React holds back.
    expect(suspended.times).toBe(0);
  });

  it('without `ready`, the content suspends and the skeleton stands in until the data is there', async () => {
    const { arrive, suspended, Dates } = dataOnItsWay();
    render(
      <UiProvider>
        <DataBoundary what="die Termine" rows={2}>
          <Dates />
        </DataBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('status', { name: /Die Termine werden geladen/ })).toBeTruthy();

    await act(async () => arrive());

    expect(await screen.findByText('12 Termine')).toBeTruthy();
    expect(suspended.times).toBeGreaterThan(0);
  });
});
