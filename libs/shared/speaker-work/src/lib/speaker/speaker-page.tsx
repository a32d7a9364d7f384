import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { isNotFoundError, loadStateOf, referentQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { ReferentAkte } from '@fobu/api-contract';
import { speakerAccessOf } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { LoadStates, MessagePage, ScreenPage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SpeakerForm } from '../form/speaker-form';
import { useSpeakerLinks } from '../speaker-links';
import { listedText, topicsText } from '../speaker-text';
import { TaughtOffers } from './taught-offers';

const LINK_STYLE = { textDecoration: 'underline' } as const;

function BackToList() {
  const { list } = useSpeakerLinks();
  return (
    <Text mb="3" data-print="hide">
      <Link {...list} style={LINK_STYLE}>
        ← Zum Verzeichnis
      </Link>
    </Text>
  );
}

/** One speaker's page (`referent={id}`): a 404 is a speaker the asker does not find, or none. */
export function SpeakerPage({ id }: { id: number }) {
  const { user } = useRoleBranch();
  const { list } = useSpeakerLinks();
  const query = useQuery(referentQueryOptions(useServiceClients(), user.uid, id));
  if (query.isError && isNotFoundError(query.error)) {
    return (
      <MessagePage
        title="Nicht im Verzeichnis"
        action={
          <Link {...list} style={LINK_STYLE}>
            Zum Verzeichnis
          </Link>
        }
      >
        Diese Referentin oder diesen Referenten gibt es nicht, oder der Eintrag ist für Sie nicht freigegeben.
      </MessagePage>
    );
  }
  return (
    <LoadStates state={loadStateOf(query)} what="den Eintrag" rows={6} onRetry={() => void query.refetch()}>
      {() => query.data && <SpeakerContent speaker={query.data} />}
    </LoadStates>
  );
}

const DETAILS: readonly [string, (speaker: ReferentAkte) => string][] = [
  ['Organisation', (speaker) => speaker.organisation || '–'],
  ['Themen', topicsText],
  ['E-Mail-Adresse', (speaker) => speaker.email ?? '–'],
  ['Telefon', (speaker) => speaker.telefon || '–'],
  ['Verzeichnis', listedText],
];

/** The speaker's details (or their form while editing) and the offers and dates they taught, from the one answer. */
function SpeakerContent({ speaker }: { speaker: ReferentAkte }) {
  const { role } = useRoleBranch();
  const [editing, setEditing] = useState(false);
  return (
    <Box>
      <BackToList />
      <ScreenPage
        title={speaker.anzeigename}
        lead="Kontaktdaten sind nur für Mitarbeitende sichtbar; die Angebotsseiten zeigen allein den Namen."
      >
        <Box as="section" aria-labelledby="referent-angaben" mb="8" maxW="48rem">
          <Heading as="h2" id="referent-angaben" size="lg" mb="4">
            Angaben
          </Heading>
          {editing ? (
            <SpeakerForm speaker={speaker} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
          ) : (
            <>
              <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap="2" mb="4">
                {DETAILS.map(([label, value]) => (
                  <Box key={label} display="contents">
                    <chakra.dt fontWeight="600">{label}</chakra.dt>
                    <chakra.dd m="0" wordBreak="break-word">
                      {value(speaker)}
                    </chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
              {speakerAccessOf(role) === 'schreiben' && (
                <Button type="button" variant="outline" minH="44px" onClick={() => setEditing(true)}>
                  Angaben bearbeiten
                </Button>
              )}
            </>
          )}
        </Box>
        <TaughtOffers speaker={speaker} />
      </ScreenPage>
    </Box>
  );
}

/** A new speaker of the directory (`referent=neu`); once saved, their page. */
export function NewSpeakerPage() {
  const { go, search } = useSpeakerLinks();
  return (
    <Box>
      <BackToList />
      <ScreenPage
        title="Neue Referentin oder neuer Referent"
        lead="Die Angaben stehen im Verzeichnis Ihres Instituts; Kontaktdaten sehen nur Mitarbeitende."
      >
        <Box maxW="48rem">
          <SpeakerForm
            onSaved={(speaker) => void go({ q: search.q, seite: search.seite, referent: speaker.id }, true)}
            onCancel={() => void go({ q: search.q, seite: search.seite }, true)}
          />
        </Box>
      </ScreenPage>
    </Box>
  );
}
