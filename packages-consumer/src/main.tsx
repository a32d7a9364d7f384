// A plain React + Vite front end using the published packages only: sign in at the FOBU identity
// provider (@fobu/auth, @fobu/auth-react) and list the signed-in person's bookings (@fobu/api-clients),
// with their states' labels (@fobu/domain). The runtime config is the back end's /config.json.
import { createLazyServiceClients, ServiceClientsProvider, useMyBookings } from '@fobu/api-clients';
import { createAuthSession, type AuthSession, type RuntimeConfig } from '@fobu/auth';
import { useAuthState } from '@fobu/auth-react';
import { bookingStateLabel, type Tenant } from '@fobu/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const mandant: Tenant = 'iqsh';

function Bookings({ uid }: { uid: string }) {
  const { data } = useMyBookings(uid);
  return (
    <ul aria-label="Meine Anmeldungen">
      {data.items.map((booking) => (
        <li key={booking.id}>
          {booking.titel} – {bookingStateLabel(booking.status, booking.wartelistePosition)}
        </li>
      ))}
    </ul>
  );
}

function App({ session }: { session: AuthSession }) {
  const state = useAuthState(session);
  if (state.status === 'loading') return <p>Anmeldung wird geprüft …</p>;
  if (state.status === 'anonymous') {
    return (
      <button type="button" onClick={() => void session.login({ mandant })}>
        Anmelden
      </button>
    );
  }
  return (
    <main>
      <h1>
        Angemeldet als {state.user.vorname} {state.user.name}
      </h1>
      <Suspense fallback={<p>Anmeldungen werden geladen …</p>}>
        <Bookings uid={state.user.uid} />
      </Suspense>
    </main>
  );
}

async function start() {
  const config = (await (await fetch('/config.json')).json()) as RuntimeConfig;
  const session = createAuthSession(config);
  // The identity provider sends the browser back to /<tenant>/callback with the code.
  if (location.pathname === `/${mandant}/callback`) {
    const outcome = await session.completeLogin(mandant, location.search);
    history.replaceState(null, '', outcome.kind === 'error' ? `/?hinweis=${outcome.notice}` : '/');
  } else {
    await session.ensureUser();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root fehlt');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <ServiceClientsProvider load={createLazyServiceClients(session)}>
          <App session={session} />
        </ServiceClientsProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
