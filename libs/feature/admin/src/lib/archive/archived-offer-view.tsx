import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { arbeitsstandQueryOptions, isNotFoundError, loadStateOf, refusalText, useServiceClients, useNewDraftFrom } from '@fobu/api-clients';
import { VTYP_LABELS, type AngebotArbeitsstand } from '@fobu/api-contract';
import { OfferHistory, OfferLink, OfferPreview, offerContentOf } from '@fobu/offer-work';
import { Link, useNavigate, useRoleBranch } from '@fobu/routing';
import { LoadStates, MessagePage, notify, ScreenPage } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArchivedDates } from './archived-dates';
import { useArchiveLinks } from './use-archive-links';

const LINK_STYLE = { textDecoration: 'underline' } as const;

/** An archived offer as a record: its content as participants saw it, its dates with their people, its history, and the way to offer it again. */
export function ArchivedOfferView({ vnr }: { vnr: string }) {
  const { user } = useRoleBranch();
  const { list } = useArchiveLinks();
  const query = useQuery(arbeitsstandQueryOptions(useServiceClients(), user.uid, vnr));
  if (query.isError && isNotFoundError(query.error)) {
    return (
      <MessagePage
        title="Angebot nicht gefunden"
        action={
          <Link {...list} style={LINK_STYLE}>
            Zur Archivsuche
          </Link>
        }
      >
        Ein Angebot mit der Nummer „{vnr}“ gibt es in Ihrem Mandanten nicht.
      </MessagePage>
    );
  }
  return (
    <LoadStates state={loadStateOf(query)} what="das Angebot" rows={5} onRetry={() => void query.refetch()}>
      {() => query.data && <ArchivedOffer work={query.data} />}
    </LoadStates>
  );
}

function ArchivedOffer({ work }: { work: AngebotArbeitsstand }) {
  const { list } = useArchiveLinks();
  if (work.status !== 'archiviert') {
    return (
      <MessagePage
        title="Nicht im Archiv"
        action={
          <OfferLink vnr={work.vnr} vtyp={work.vtyp}>
            Zum Angebot in der Veranstaltungssuche
          </OfferLink>
        }
      >
        Das Angebot „{work.titel}“ ist nicht archiviert. Sie finden es in der Suche seiner Art.
      </MessagePage>
    );
  }
  return (
    <Box>
      <Text mb="3">
        <Link {...list} style={LINK_STYLE}>
          ← Zurück zur Archivsuche
        </Link>
      </Text>
      <ScreenPage title={work.titel} lead={`${VTYP_LABELS[work.vtyp]} · Veranstaltungsnummer ${work.vnr} · archiviert`}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap={{ base: '8', lg: '10' }}
          alignItems="start"
        >
          <Stack gap="8" minW="0" order={{ base: 2, lg: 1 }}>
            {work.vtyp !== 'SLK' && <ArchivedDates vnr={work.vnr} />}
            <OfferPreview content={offerContentOf(work)} vnr={work.vnr} vtyp={work.vtyp} />
          </Stack>
          <Stack gap="8" minW="0" order={{ base: 1, lg: 2 }}>
            <TakeOver work={work} />
            <OfferHistory vnr={work.vnr} />
          </Stack>
        </Grid>
      </ScreenPage>
    </Box>
  );
}

/** „Als neues Angebot übernehmen“: a new draft of this content, whose editor opens at once. */
function TakeOver({ work }: { work: AngebotArbeitsstand }) {
  const { user, tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const takeOver = useNewDraftFrom(user.uid, 'uebernehmen');
  const [refusal, setRefusal] = useState<string>();
  const start = async () => {
    setRefusal(undefined);
    try {
      const outcome = await takeOver.mutateAsync(work.vnr);
      if (outcome.kind !== 'sent') return setRefusal(refusalText(outcome));
      notify({
        type: 'success',
        title: 'Entwurf angelegt',
        description: `Das neue Angebot ${outcome.vnr} ist ein Entwurf. Passen Sie es an.`,
      });
      await navigate({
        to: `/$mandant/$role/${outcome.vtyp === 'SLK' ? 'selbstlernkurssuche' : 'veranstaltungssuche'}`,
        params: { mandant: tenant, role },
        search: { vnr: outcome.vnr, ansicht: 'bearbeiten' },
      });
    } catch {
      setRefusal('Das Angebot konnte nicht übernommen werden. Bitte versuchen Sie es erneut.');
    }
  };
  return (
    <Box as="section" aria-labelledby="stand" bg="bg.subtle" borderRadius="md" p="5">
      <Heading as="h2" id="stand" size="lg" mb="3">
        Stand
      </Heading>
      <Box mb="2">
        <StateBadge tone="ended">Archiviert</StateBadge>
      </Box>
      <Text mb="4">
        Das Angebot ist abgeschlossen. Anmeldungen und Anwesenheit seiner Termine stehen hier zum Nachlesen und lassen sich nicht mehr
        ändern.
      </Text>
      <Button colorPalette="brand" minH="44px" loading={takeOver.isPending} onClick={() => void start()}>
        Als neues Angebot übernehmen
      </Button>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Legt einen Entwurf mit diesem Inhalt an, ohne Termine und Anmeldungen, und öffnet ihn zum Bearbeiten.
      </Text>
      {refusal && (
        <Text role="alert" color="fg.error" mt="3">
          {refusal}
        </Text>
      )}
    </Box>
  );
}
