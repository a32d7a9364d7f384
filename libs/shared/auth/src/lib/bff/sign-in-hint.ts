/**
 * The BFF's session cookie is HttpOnly: the page cannot see whether one exists. This hint says that
 * a sign-in may exist, so that only then is the BFF asked (a visitor's page asks nothing). Kept in
 * local storage, which every tab and the installed app's next start see; it is no secret.
 */
const SIGN_IN_HINT_KEY = 'fobu-bff-angemeldet';

export interface SignInHint {
  present(): boolean;
  set(): void;
  clear(): void;
}

export function signInHint(storage: Storage): SignInHint {
  return {
    present: () => storage.getItem(SIGN_IN_HINT_KEY) !== null,
    set: () => storage.setItem(SIGN_IN_HINT_KEY, '1'),
    clear: () => storage.removeItem(SIGN_IN_HINT_KEY),
  };
}
