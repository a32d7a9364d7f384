import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { arbeitsstandQueryOptions, isNotFoundError, loadStateOf, useServiceClients, type OfferStep } from '@fobu/api-clients';
import { VTYP_LABELS, type AngebotArbeitsstand } from '@fobu/api-contract';
import { OFFER_STATE_LABELS, OFFER_WRITER_ROLES, formatMoment } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { LoadStates, ScreenPage } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { useQuery } from '@tanstack/react-query';
import { CopyOfferButton } from './copy-offer-button';
import { OfferNotFound } from './offer-not-found';
import { useState } from 'react';
import { RequestInbox } from '../dates/request-inbox';
import { offerContentOf } from '../offer-fields';
import { OfferScreenLink, useOfferScreen } from '../offer-screen';
import { OFFER_STEP_LABELS, OfferStepDialog } from '../review/offer-step-dialog';
import { OfferEvaluation } from './offer-evaluation';
import { OfferHistory } from './offer-history';
import { OfferPreview } from './offer-preview';
import { ReviewerNote } from './reviewer-note';
import { WhatChanged } from './what-changed';
import { OFFER_STATE_TONES } from '../offer-state-tones';

/** An offer as its staff work on it: its state, what the reader may do now, the preview, what changed, the history and the evaluation. */
export function OfferWorkView({ vnr }: { vnr: string }) {
  const { user } = useRoleBranch();
  const query = useQuery(arbeitsstandQueryOptions(useServiceClients(), user.uid, vnr));
  if (query.isError && isNotFoundError(query.error)) {
    return <OfferNotFound vnr={vnr} />;
  }
  return (
    <LoadStates state={loadStateOf(query)} what="das Angebot" rows={5} onRetry={() => void query.refetch()}>
      {() => query.data && <WorkState work={query.data} />}
    </LoadStates>
  );
}

/** What the state means for the people working on the offer. */
function stateText(work: AngebotArbeitsstand): string {
  if (work.ueberarbeitung === 'zur_pruefung')
    return 'Eine Überarbeitung liegt der Qualitätskontrolle vor. Bis zur Freigabe sehen Teilnehmende die veröffentlichte Fassung.';
  if (work.ueberarbeitung)
    return 'Eine Überarbeitung ist in Arbeit. Teilnehmende sehen weiter die veröffentlichte Fassung, bis die Überarbeitung freigegeben ist.';
  const texts: Record<AngebotArbeitsstand['status'], string> = {
    entwurf: 'Nur Sie und die Verwaltung sehen das Angebot. Reichen Sie es zur Prüfung ein, wenn es fertig ist.',
    zur_pruefung: 'Die Qualitätskontrolle prüft das Angebot. Bis sie es freigibt oder zurückgibt, kann es nicht geändert werden.',
    zurueckgegeben:
      'Die Qualitätskontrolle hat das Angebot mit einem Hinweis zurückgegeben. Überarbeiten Sie es und reichen Sie es erneut ein.',
    veroeffentlicht: 'Das Angebot steht im Katalog. Änderungen am Inhalt gehen als Überarbeitung erneut durch die Prüfung.',
    abgesagt: 'Das Angebot ist abgesagt; die Angemeldeten wurden benachrichtigt.',
    archiviert: 'Das Angebot ist archiviert.',
  };
  return texts[work.status];
}

function WorkState({ work }: { work: AngebotArbeitsstand }) {
  const { link } = useOfferScreen();
  const { role } = useRoleBranch();
  const underReview = (work.ueberarbeitung ?? work.status) === 'zur_pruefung';
  const [step, setStep] = useState<OfferStep>();
  const steps = work.erlaubteAktionen.filter((action): action is OfferStep => action !== 'bearbeiten');
  // On a phone the state and its buttons come first, except for the reviewer, who decides after reading the offer.
  const decides = steps.includes('freigeben') || steps.includes('zurueckgeben');
  const content = offerContentOf(work);
  const stateLabel = work.ueberarbeitung ? `Überarbeitung: ${OFFER_STATE_LABELS[work.ueberarbeitung]}` : OFFER_STATE_LABELS[work.status];
  return (
    <Box>
      <Text mb="3">
        <OfferScreenLink search={{}}>← Zurück zur Liste</OfferScreenLink>
      </Text>
      <ScreenPage title={work.titel} lead={`${VTYP_LABELS[work.vtyp]} · Veranstaltungsnummer ${work.vnr}`}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap={{ base: '8', lg: '10' }}
          alignItems="start"
        >
          <Stack gap="8" minW="0" order={{ base: decides ? 1 : 2, lg: 1 }}>
            {work.vtyp === 'ABRUF' && work.status === 'veroeffentlicht' && OFFER_WRITER_ROLES.includes(role) && (
              <RequestInbox vnr={work.vnr} format={work.format} />
            )}
            {work.veroeffentlichteFassung && <WhatChanged published={work.veroeffentlichteFassung} revised={work} />}
            <OfferPreview content={content} vnr={work.vnr} vtyp={work.vtyp} />
          </Stack>
          <Stack gap="8" minW="0" order={{ base: decides ? 2 : 1, lg: 2 }}>
            <Box as="section" aria-labelledby="stand" bg="bg.subtle" borderRadius="md" p="5">
              <Heading as="h2" id="stand" size="lg" mb="3">
                Stand
              </Heading>
              <Flex gap="2" align="center" wrap="wrap" mb="2">
                <StateBadge tone={OFFER_STATE_TONES[work.ueberarbeitung ?? work.status]}>{stateLabel}</StateBadge>
                {work.ueberarbeitung && <StateBadge tone="confirmed">Veröffentlicht</StateBadge>}
              </Flex>
              <Text mb="3">{stateText(work)}</Text>
              {work.geaendertAm && (
                <Text fontSize="sm" color="fg.muted" mb="4">
                  Zuletzt geändert am {formatMoment(work.geaendertAm)}.
                </Text>
              )}
              {work.letzteRueckgabe && <ReviewerNote note={work.letzteRueckgabe} />}
              <Flex gap="3" wrap="wrap">
                {work.erlaubteAktionen.includes('bearbeiten') && (
                  <Button asChild colorPalette="brand" minH="44px">
                    <Link {...link({ vnr: work.vnr, ansicht: 'bearbeiten' })}>Bearbeiten</Link>
                  </Button>
                )}
                {steps.map((action) => (
                  <Button
                    key={action}
                    minH="44px"
                    variant={action === 'freigeben' || action === 'einreichen' ? 'solid' : 'outline'}
                    colorPalette={action === 'freigeben' || action === 'einreichen' ? 'brand' : undefined}
                    onClick={() => setStep(action)}
                  >
                    {OFFER_STEP_LABELS[action]}
                  </Button>
                ))}
                {work.vtyp === 'TERMIN' && (
                  <Button asChild variant="outline" minH="44px">
                    <Link {...link({ vnr: work.vnr, ansicht: 'termine' })}>Termine</Link>
                  </Button>
                )}
                <CopyOfferButton work={work} />
              </Flex>
              {underReview && role === 'qualitaetskontrolle' && !work.erlaubteAktionen.includes('freigeben') && (
                <Text fontSize="sm" mt="3">
                  Sie haben dieses Angebot geschrieben oder zuletzt geändert. Freigeben muss es eine andere Person (Vier-Augen-Prinzip).
                </Text>
              )}
            </Box>
            <OfferHistory vnr={work.vnr} />
            <OfferEvaluation work={work} />
          </Stack>
        </Grid>
      </ScreenPage>
      {step && <OfferStepDialog work={work} step={step} onClose={() => setStep(undefined)} />}
    </Box>
  );
}
