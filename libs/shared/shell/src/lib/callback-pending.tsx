import { MessagePage } from '@fobu/ui';

/** Shown while the sign-in callback exchanges the code and loads the user. */
export function CallbackPending() {
  return (
    <MessagePage title="Anmeldung">
      <p role="status">Sie werden angemeldet …</p>
    </MessagePage>
  );
}
