import { render, screen } from '@testing-library/react';
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DataBoundary } from '../feedback/data-boundary';
import { UiProvider } from '../theme/ui-provider';
import { useHydrated } from './use-hydrated';

function Where() {
  return <p>{useHydrated() ? 'im Browser' : 'vorab gerendert'}</p>;
}

/** Pre-renders `element`, hydrates that markup and tells what React had to recover from. */
async function hydrateServerMarkup(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const serverText = container.textContent;
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => recovered.push(error) });
  });
  return { container, serverText, recovered };
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, so the markup matches, and true right after', async () => {
    const { container, serverText, recovered } = await hydrateServerMarkup(<Where />);
    expect(serverText).toBe('vorab gerendert');
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('im Browser');
  });

  it('turns true in a transition: what suspends then keeps the pre-rendered markup on screen', async () => {
    const never = new Promise<never>(() => undefined);
    function Reads(): never {
      throw never;
    }
    function Page() {
      return <Suspense fallback={<p>lädt</p>}>{useHydrated() ? <Reads /> : <p>vorab gerendert</p>}</Suspense>;
    }
    const { container, recovered } = await hydrateServerMarkup(<Page />);
    expect(recovered).toEqual([]);
    // A synchronous switch would replace the markup with the fallback.
    expect(container.textContent).toBe('vorab gerendert');
  });

  it('renders once more after hydrating, in the transition, and not synchronously before it', async () => {
    const renders: boolean[] = [];
    function Counted() {
      const hydrated = useHydrated();
      renders.push(hydrated);
      return <p>{hydrated ? 'im Browser' : 'vorab gerendert'}</p>;
    }
    const { container } = await hydrateServerMarkup(<Counted />);
    expect(container.textContent).toBe('im Browser');
    // The server's render, the hydration, the switch: a re-render forced by a differing snapshot
    // would add a render with `false` between the last two.
    expect(renders).toEqual([false, false, true]);
  });

  it('is true at once where the browser renders without server markup', () => {
    render(<Where />);
    expect(screen.getByText('im Browser')).toBeTruthy();
  });
});

describe('DataBoundary on a pre-rendered page', () => {
  it('hydrates the skeleton the server wrote, then waits for the data in the browser', async () => {
    const never = new Promise<never>(() => undefined);
    function Reads(): never {
      throw never;
    }
    const page = (
      <UiProvider>
        <DataBoundary what="die Termine" rows={2}>
          <Reads />
        </DataBoundary>
      </UiProvider>
    );
    const { container, recovered } = await hydrateServerMarkup(page);
    expect(recovered).toEqual([]);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
