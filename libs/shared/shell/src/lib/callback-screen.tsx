import { MessagePage } from '@fobu/ui';

/** Where the identity provider sends the browser back after sign-in (spec section 4). */
export function CallbackScreen() {
  return (
    <MessagePage title="Anmeldung">
      <p>Die Anmeldung über den zentralen Anmeldedienst wird gerade eingerichtet und steht in Kürze zur Verfügung.</p>
    </MessagePage>
  );
}
