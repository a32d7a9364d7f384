import { useAuthState } from '@fobu/auth-react';
import { DEFAULT_TENANT, START_PAGE_TITLE, TENANT_PROFILES, type Tenant } from '@fobu/domain';
import { useInstalledApp } from '@fobu/pwa';
import { Link, useBranch, usePortalContext, useSignIn } from '@fobu/routing';
import { ListSkeleton, loadingLabel, PortalButton, useDocumentTitle, useNearViewport } from '@fobu/ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { CatalogueSearchForm } from './catalogue-search-form';
import { startPageClass } from './start-page.styles';
import { LazyNewOffersList, LazyNextDatesList, NEW_OFFERS_WHAT, NEXT_DATES_WHAT, START_LIST_LENGTH } from './start-lists';

/**
 * The tenant's start page: who we are, one search, the three ways into the offers, what is soon
 * and what is new, how to sign in, and the app.
 */
export function StartPage() {
  const tenant = useBranch().tenant ?? DEFAULT_TENANT;
  const profile = TENANT_PROFILES[tenant];
  const installed = useInstalledApp();
  useDocumentTitle(START_PAGE_TITLE);
  return (
    <div className={startPageClass}>
      <section aria-labelledby="willkommen" data-start="welcome">
        <p data-start="tenant">{profile.name}</p>
        <h1 id="willkommen">Fortbildungen für Schulen in Schleswig-Holstein</h1>
        <p data-start="purpose">
          {profile.purpose}. Finden Sie Termine in Ihrer Nähe oder online, melden Sie sich an und behalten Sie Ihre Fortbildungen im Blick.
        </p>
        <CatalogueSearchForm tenant={tenant} />
      </section>
      <h2>Angebote entdecken</h2>
      <ul data-start="offers">
        <OfferEntry tenant={tenant} page="veranstaltungstermine" title="Veranstaltungstermine">
          Präsenz-, Online- und Hybridtermine mit festen Daten – nach Kreis, Fach und Zeitraum filterbar.
        </OfferEntry>
        <OfferEntry tenant={tenant} page="abrufveranstaltungen" title="Abrufveranstaltungen">
          Fortbildungen, die Ihre Schule für das ganze Kollegium anfragen kann.
        </OfferEntry>
        <OfferEntry tenant={tenant} page="selbstlernkurse" title="Selbstlernkurse">
          Online-Kurse, die Sie in Ihrem eigenen Tempo bearbeiten.
        </OfferEntry>
      </ul>
      <div data-start="lists">
        <StartList id="naechste-termine" title="Nächste freie Termine" what={NEXT_DATES_WHAT} tenant={tenant} List={LazyNextDatesList}>
          <Link to="/$mandant/veranstaltungstermine" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
            Alle Veranstaltungstermine
          </Link>
        </StartList>
        <StartList id="neue-angebote" title="Neu im Programm" what={NEW_OFFERS_WHAT} tenant={tenant} List={LazyNewOffersList} />
      </div>
      <div data-start="hints">
        <SignInHint tenant={tenant} />
        {!installed && <AppHint tenant={tenant} />}
      </div>
    </div>
  );
}

interface StartListProps {
  readonly id: string;
  readonly title: string;
  /** What the list shows, for its loading state (see `LoadStates`). */
  readonly what: string;
  readonly tenant: Tenant;
  readonly List: ComponentType<{ tenant: Tenant }>;
  readonly children?: ReactNode;
}

/**
 * A titled list from the forms service. Its entries, and the service clients they need, load as
 * the reader approaches the list: below the fold of a phone or laptop, they are not part of the
 * first visit's JS and requests (see start-lists.ts).
 */
function StartList({ id, title, what, tenant, List, children }: StartListProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const skeleton = <ListSkeleton rows={START_LIST_LENGTH} label={loadingLabel(what)} />;
  return (
    <section aria-labelledby={id} ref={ref}>
      <h2 id={id}>{title}</h2>
      {near ? (
        <Suspense fallback={skeleton}>
          <List tenant={tenant} />
        </Suspense>
      ) : (
        skeleton
      )}
      {children && <p>{children}</p>}
    </section>
  );
}

/** Visitors learn why and how to sign in; a signed-in visitor does not need this. */
function SignInHint({ tenant }: { tenant: Tenant }) {
  const { status } = useAuthState(usePortalContext().auth);
  const { signIn, busy } = useSignIn(tenant);
  if (status === 'signed-in') return null;
  return (
    <section aria-labelledby="anmelden-hinweis" data-start="hint">
      <h2 id="anmelden-hinweis">Anmelden und buchen</h2>
      <p>
        Mit Ihrem Zugang zum Schulportal melden Sie sich zu Fortbildungen an, sehen Ihre Buchungen und Wartelistenplätze und laden
        Teilnahmebestätigungen herunter. Suchen und lesen können Sie auch ohne Anmeldung.
      </p>
      <PortalButton busy={busy} busyText="Anmeldung …" onClick={signIn}>
        Anmelden
      </PortalButton>
    </section>
  );
}

/** For visitors in the browser: the portal can be installed; the guides say how. */
function AppHint({ tenant }: { tenant: Tenant }) {
  return (
    <section aria-labelledby="app-hinweis" data-start="hint">
      <h2 id="app-hinweis">Das Portal als App</h2>
      <p>Sie können das Fortbildungsportal auf Ihrem Smartphone oder Tablet wie eine App installieren.</p>
      <p>
        <Link to="/$mandant/anleitung-pwa-android" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
          Anleitung für Android
        </Link>
        {' · '}
        <Link to="/$mandant/anleitung-pwa-ios" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
          Anleitung für iPhone und iPad
        </Link>
      </p>
    </section>
  );
}

type OfferPage = 'veranstaltungstermine' | 'abrufveranstaltungen' | 'selbstlernkurse';

function OfferEntry({ tenant, page, title, children }: { tenant: Tenant; page: OfferPage; title: string; children: ReactNode }) {
  return (
    <li>
      <h3>
        {/* The link's box covers the whole card, so the card is one large target. */}
        <Link to={`/$mandant/${page}`} params={{ mandant: tenant }} className="stretched-link">
          {title}
        </Link>
      </h3>
      <p>{children}</p>
    </li>
  );
}
