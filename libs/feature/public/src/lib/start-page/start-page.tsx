import { Box, Button, Grid, Heading, Text } from '@chakra-ui/react';
import { useAuthState } from '@fobu/auth-react';
import { DEFAULT_TENANT, START_PAGE_TITLE, TENANT_PROFILES, type Tenant } from '@fobu/domain';
import { useInstalledApp } from '@fobu/pwa';
import { Link, useBranch, usePortalContext, useSignIn } from '@fobu/routing';
import { ListSkeleton, loadingLabel, useDocumentTitle, useNearViewport } from '@fobu/ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { CatalogueSearchForm } from './catalogue-search-form';
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
    <Box>
      <Box as="section" aria-labelledby="willkommen" mb={{ base: '8', md: '10' }} maxW="60rem">
        <Text color="brand.fg" fontWeight="600" mb="2">
          {profile.name}
        </Text>
        <Heading as="h1" id="willkommen" size={{ base: '3xl', md: '5xl' }} fontWeight="700" lineHeight="1.15" mb="4">
          Fortbildungen für Schulen in Schleswig-Holstein
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="65ch" mb="6">
          {profile.purpose}. Finden Sie Termine in Ihrer Nähe oder online, melden Sie sich an und behalten Sie Ihre Fortbildungen im Blick.
        </Text>
        <CatalogueSearchForm tenant={tenant} />
      </Box>
      <Heading as="h2" size="xl" mb="4">
        Angebote entdecken
      </Heading>
      <Grid
        as="ul"
        listStyleType="none"
        p="0"
        m="0"
        gap="4"
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: 'repeat(3, minmax(0, 1fr))',
        }}
        mb="12"
      >
        <OfferEntry tenant={tenant} page="veranstaltungstermine" title="Veranstaltungstermine">
          Präsenz-, Online- und Hybridtermine mit festen Daten – nach Kreis, Fach und Zeitraum filterbar.
        </OfferEntry>
        <OfferEntry tenant={tenant} page="abrufveranstaltungen" title="Abrufveranstaltungen">
          Fortbildungen, die Ihre Schule für das ganze Kollegium anfragen kann.
        </OfferEntry>
        <OfferEntry tenant={tenant} page="selbstlernkurse" title="Selbstlernkurse">
          Online-Kurse, die Sie in Ihrem eigenen Tempo bearbeiten.
        </OfferEntry>
      </Grid>
      <Grid
        gap={{ base: '10', md: '8' }}
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
        }}
        mb="12"
      >
        <StartList id="naechste-termine" title="Nächste freie Termine" what={NEXT_DATES_WHAT} tenant={tenant} List={LazyNextDatesList}>
          <Link to="/$mandant/veranstaltungstermine" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
            Alle Veranstaltungstermine
          </Link>
        </StartList>
        <StartList id="neue-angebote" title="Neu im Programm" what={NEW_OFFERS_WHAT} tenant={tenant} List={LazyNewOffersList} />
      </Grid>
      <Grid
        gap="6"
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
        }}
      >
        <SignInHint tenant={tenant} />
        {!installed && <AppHint tenant={tenant} />}
      </Grid>
    </Box>
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
    <Box as="section" aria-labelledby={id} minW="0" ref={ref}>
      <Heading as="h2" id={id} size="xl" mb="4">
        {title}
      </Heading>
      {near ? (
        <Suspense fallback={skeleton}>
          <List tenant={tenant} />
        </Suspense>
      ) : (
        skeleton
      )}
      {children && <Text mt="4">{children}</Text>}
    </Box>
  );
}

/** Visitors learn why and how to sign in; a signed-in visitor does not need this. */
function SignInHint({ tenant }: { tenant: Tenant }) {
  const { status } = useAuthState(usePortalContext().auth);
  const { signIn, busy } = useSignIn(tenant);
  if (status === 'signed-in') return null;
  return (
    <Box as="section" aria-labelledby="anmelden-hinweis" bg="bg.subtle" borderRadius="lg" p={{ base: '5', md: '8' }}>
      <Heading as="h2" id="anmelden-hinweis" size="lg" mb="2">
        Anmelden und buchen
      </Heading>
      <Text color="fg.muted" mb="4">
        Mit Ihrem Zugang zum Schulportal melden Sie sich zu Fortbildungen an, sehen Ihre Buchungen und Wartelistenplätze und laden
        Teilnahmebestätigungen herunter. Suchen und lesen können Sie auch ohne Anmeldung.
      </Text>
      <Button colorPalette="brand" minH="44px" loading={busy} loadingText="Anmeldung …" onClick={signIn}>
        Anmelden
      </Button>
    </Box>
  );
}

/** For visitors in the browser: the portal can be installed; the guides say how. */
function AppHint({ tenant }: { tenant: Tenant }) {
  return (
    <Box as="section" aria-labelledby="app-hinweis" bg="bg.subtle" borderRadius="lg" p={{ base: '5', md: '8' }}>
      <Heading as="h2" id="app-hinweis" size="lg" mb="2">
        Das Portal als App
      </Heading>
      <Text color="fg.muted" mb="3">
        Sie können das Fortbildungsportal auf Ihrem Smartphone oder Tablet wie eine App installieren.
      </Text>
      <Text>
        <Link to="/$mandant/anleitung-pwa-android" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
          Anleitung für Android
        </Link>
        {' · '}
        <Link to="/$mandant/anleitung-pwa-ios" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
          Anleitung für iPhone und iPad
        </Link>
      </Text>
    </Box>
  );
}

type OfferPage = 'veranstaltungstermine' | 'abrufveranstaltungen' | 'selbstlernkurse';

function OfferEntry({ tenant, page, title, children }: { tenant: Tenant; page: OfferPage; title: string; children: ReactNode }) {
  return (
    <Box
      as="li"
      position="relative"
      borderWidth="1px"
      borderColor="border"
      borderTopWidth="4px"
      borderTopColor="brand.solid"
      borderRadius="md"
      bg="bg.panel"
      p="5"
      _hover={{ bg: 'bg.subtle' }}
    >
      <Heading as="h3" size="md" mb="2">
        {/* The link's box covers the whole card, so the card is one large target. */}
        <Link to={`/$mandant/${page}`} params={{ mandant: tenant }} className="stretched-link">
          {title}
        </Link>
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}
