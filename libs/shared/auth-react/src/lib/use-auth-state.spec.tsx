import type { AuthSession, AuthState } from '@fobu/auth';
import { act, render, screen } from '@testing-library/react';
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

describe('useAuthState on a pre-rendered page', () => {
  it('hydrates as nobody signed in, as the page was built, and shows the restored session right after', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    const { act } = await import('react');
    let state: AuthState = { status: 'anonymous' };
    const session = { getState: () => state, subscribe: () => () => undefined } as unknown as AuthSession;
    function Header() {
      return <p>{useAuthState(session).status}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header />);
    // The stored sign-in is being restored by the time the app hydrates the page.
    state = { status: 'loading' };
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Header />, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('loading');
  });

  it('renders each reader once when nobody is signed in, as the page was built', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    const { act } = await import('react');
    const state: AuthState = { status: 'anonymous' };
    const session = { getState: () => state, subscribe: () => () => undefined } as unknown as AuthSession;
    let renders = 0;
    function Header() {
      renders++;
      return <p>{useAuthState(session).status}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header />);
    await act(async () => {
      hydrateRoot(container, <Header />);
    });
    // The server's render and the hydration: nothing changed, so nothing is rendered again.
    expect(renders).toBe(2);
  });
});
