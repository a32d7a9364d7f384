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
