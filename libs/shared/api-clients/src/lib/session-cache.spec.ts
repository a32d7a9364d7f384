import type { AuthState, LoggedInUser } from '@fobu/auth';
import { QueryClient } from '@tanstack/react-query';
import { createLazyQueryClient } from './query-client/lazy-query-client';
import { clearCacheWhenSessionEnds } from './session-cache';

const person = (uid: string): LoggedInUser => ({
  uid,
  email: '',
  salutation: '',
  vorname: 'Anna',
  name: 'Beispiel',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['lehrkraft'],
  activeRole: 'lehrkraft',
  mandant: 'iqsh',
});

function session(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: AuthState) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function cacheWithData() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['person', 'a', 'anmeldungen'], ['Buchung von A']);
  queryClient.setQueryData(['forms', 'termine', {}], ['Termin']);
  return queryClient;
}

describe('the query cache and the session', () => {
  it('is emptied when the person signs out or times out', () => {
    const auth = session({ status: 'signed-in', user: person('a') });
    const queryClient = cacheWithData();
    clearCacheWhenSessionEnds(auth, queryClient);
    auth.set({ status: 'anonymous', notice: 'timed-out' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is emptied when another person signs in without a sign-out in between', () => {
    const auth = session({ status: 'signed-in', user: person('a') });
    const queryClient = cacheWithData();
    clearCacheWhenSessionEnds(auth, queryClient);
    auth.set({ status: 'loading' });
    auth.set({ status: 'signed-in', user: person('b') });
    expect(queryClient.getQueryData(['person', 'a', 'anmeldungen'])).toBeUndefined();
  });

  it('is kept when the same person goes on (a role change, a reload of the user)', () => {
    const auth = session({ status: 'signed-in', user: person('a') });
    const queryClient = cacheWithData();
    clearCacheWhenSessionEnds(auth, queryClient);
    auth.set({ status: 'loading' });
    auth.set({ status: 'signed-in', user: { ...person('a'), activeRole: 'schulleitung' } });
    expect(queryClient.getQueryData(['person', 'a', 'anmeldungen'])).toEqual(['Buchung von A']);
  });

  it('keeps what a visitor loaded when they sign in', () => {
    const auth = session({ status: 'anonymous' });
    const queryClient = cacheWithData();
    clearCacheWhenSessionEnds(auth, queryClient);
    auth.set({ status: 'signed-in', user: person('a') });
    expect(queryClient.getQueryData(['forms', 'termine', {}])).toEqual(['Termin']);
  });

  it('empties a cache made after it began to watch, and minds none that is not made yet', async () => {
    const auth = session({ status: 'signed-in', user: person('a') });
    const lazy = createLazyQueryClient({});
    clearCacheWhenSessionEnds(auth, lazy);
    auth.set({ status: 'signed-in', user: person('b') });
    const queryClient = await lazy.load();
    queryClient.setQueryData(['person', 'b', 'anmeldungen'], ['Buchung von B']);
    auth.set({ status: 'anonymous', notice: 'timed-out' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
