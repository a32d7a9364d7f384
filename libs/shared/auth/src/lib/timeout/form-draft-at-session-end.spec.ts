import { MemoryStorage } from '../../testing/fake-identity-provider';
import type { AuthNotice } from '../session/auth-notice-kinds';
import { createAuthStore, type AuthState } from '../session/auth-store';
import type { LoggedInUser } from '../user/logged-in-user';
import { formDraftPath } from './form-draft';
import { keepInputWhenSessionEnds } from './form-draft-at-session-end';

const PATH = '/iqsh/lehrkraft/rollenwechsel';
// Only the status counts here.
const signedIn: AuthState = { status: 'signed-in', user: { uid: '1001' } as LoggedInUser };

/** A signed-in session with a screen whose field holds typed input, watched by keepInputWhenSessionEnds. */
function typedIntoAScreen() {
  document.body.innerHTML = '<main><input name="titel" value="Mathe"></main>';
  const store = createAuthStore(signedIn);
  const storage = new MemoryStorage();
  const stop = keepInputWhenSessionEnds(
    { getState: store.get, subscribe: store.subscribe },
    { root: () => document.body, path: () => PATH },
    storage,
  );
  return { store, storage, stop };
}

describe('the input kept when a session ends', () => {
  it.each<AuthNotice>(['timed-out', 'session-ended'])('is saved when the session ends with %s', (notice) => {
    const { store, storage } = typedIntoAScreen();
    store.set({ status: 'anonymous', notice });
    expect(formDraftPath(storage)).toBe(PATH);
    expect(storage.getItem('fobu-form-draft')).toContain('Mathe');
  });

  it.each<AuthNotice>(['signed-out', 'signed-out-elsewhere', 'no-role'])('is not saved when the session ends with %s', (notice) => {
    const { store, storage } = typedIntoAScreen();
    store.set({ status: 'anonymous', notice });
    expect(formDraftPath(storage)).toBeUndefined();
  });

  it('is not saved for a visitor, nor after the watch stopped', () => {
    const { store, storage, stop } = typedIntoAScreen();
    store.set({ status: 'anonymous' });
    store.set({ status: 'anonymous', notice: 'session-ended' });
    expect(formDraftPath(storage)).toBeUndefined();
    store.set(signedIn);
    stop();
    store.set({ status: 'anonymous', notice: 'session-ended' });
    expect(formDraftPath(storage)).toBeUndefined();
  });
});
