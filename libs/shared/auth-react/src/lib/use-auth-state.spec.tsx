import type { AuthSession, AuthState } from '@fobu/auth';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAuthState } from './use-auth-state';

describe('useAuthState', () => {
  it('re-renders with every change of the session', () => {
    let state: AuthState = { status: 'anonymous' };
    const listeners = new Set<() => void>();
    const session = {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as AuthSession;
    const set = (next: AuthState) =>
      act(() => {
        state = next;
        listeners.forEach((listener) => listener());
      });
    function Status() {
      const current = useAuthState(session);
      return <p>{current.status === 'anonymous' ? (current.notice ?? 'anonym') : current.status}</p>;
    }
    render(<Status />);
    expect(screen.getByText('anonym')).toBeTruthy();
    set({ status: 'loading' });
    expect(screen.getByText('loading')).toBeTruthy();
    set({ status: 'anonymous', notice: 'signed-out-elsewhere' });
    expect(screen.getByText('signed-out-elsewhere')).toBeTruthy();
  });
});

/**
 * Pre-renders a header that reads the session, lets `beforeHydration` change the session, hydrates
 * the markup and tells how often the header rendered and what React had to recover from.
 */
async function hydrateHeader(session: AuthSession, beforeHydration: () => void = () => undefined) {
  let renders = 0;
  function Header() {
    renders++;
    return <p>{useAuthState(session).status}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Header />);
  beforeHydration();
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Header />, { onRecoverableError: (error) => recovered.push(error) });
  });
  return { text: container.textContent, renders, recovered };
}

describe('useAuthState on a pre-rendered page', () => {
  it('hydrates as nobody signed in, as the page was built, and shows the restored session right after', async () => {
    let state: AuthState = { status: 'anonymous' };
    const session = { getState: () => state, subscribe: () => () => undefined } as unknown as AuthSession;
    // The stored sign-in is being restored by the time the app hydrates the page.
    const { text, recovered } = await hydrateHeader(session, () => (state = { status: 'loading' }));
    expect(recovered).toEqual([]);
    expect(text).toBe('loading');
  });

  it('renders each reader once when nobody is signed in, as the page was built', async () => {
    const state: AuthState = { status: 'anonymous' };
    const session = { getState: () => state, subscribe: () => () => undefined } as unknown as AuthSession;
    const { renders, recovered } = await hydrateHeader(session);
    expect(recovered).toEqual([]);
    // The server's render and the hydration: nothing changed, so nothing is rendered again.
    expect(renders).toBe(2);
  });
});
