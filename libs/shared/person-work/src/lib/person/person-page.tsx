import { Box, Text } from '@chakra-ui/react';
import { isNotFoundError, loadStateOf, personAkteQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { PersonAkte } from '@fobu/api-contract';
import { mayHandlePrivacy } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { LoadStates, MessagePage, ScreenPage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { usePersonLinks } from '../person-links';
import { rolesText } from '../person-text';
import { AttendanceSection, CertificatesSection } from './attendance-sections';
import { BookingsSection, WaitingListSection } from './booking-sections';
import { EmailsSection, GroupsSection } from './group-email-sections';
import { PrivacySection } from '../privacy/privacy-section';

const LINK_STYLE = { textDecoration: 'underline' } as const;

/** One person's page (`kennung={uid}`), read in one call: a 404 is a person the asker may not look up, or none. */
export function PersonPage({ uid }: { uid: string }) {
  const { user } = useRoleBranch();
  const { list } = usePersonLinks();
  const query = useQuery(personAkteQueryOptions(useServiceClients(), user.uid, uid));
  if (query.isError && isNotFoundError(query.error)) {
    return (
      <MessagePage
        title="Person nicht gefunden"
        action={
          <Link {...list} style={LINK_STYLE}>
            Zur Personensuche
          </Link>
        }
      >
        Diese Person gibt es nicht, oder sie gehört nicht zu den Personen, die Sie nachschlagen dürfen.
      </MessagePage>
    );
  }
  return (
    <LoadStates state={loadStateOf(query)} what="die Person" rows={6} onRetry={() => void query.refetch()}>
      {() => query.data && <PersonContent person={query.data} />}
    </LoadStates>
  );
}

/** The person's sections, each from the one answer: no section asks the services itself. */
function PersonContent({ person }: { person: PersonAkte }) {
  const { list } = usePersonLinks();
  const { role } = useRoleBranch();
  return (
    <Box>
      <Text mb="3" data-print="hide">
        <Link {...list} style={LINK_STYLE}>
          ← Zur Personensuche
        </Link>
      </Text>
      <ScreenPage
        title={`${person.vorname} ${person.name}`}
        lead={
          <>
            {person.schule?.name ?? 'Keine Schule angegeben'} · {rolesText(person)} · {person.email}
          </>
        }
      >
        {person.umfang === 'eigene' && (
          <Text mb="6">
            Sie sehen nur die Anmeldungen zu Ihren eigenen Angeboten, Ihre eigenen Arbeitsgruppen und die E-Mails dazu; alles Weitere sieht
            die Verwaltung.
          </Text>
        )}
        <BookingsSection person={person} />
        <WaitingListSection person={person} />
        <AttendanceSection person={person} />
        <CertificatesSection person={person} />
        <GroupsSection person={person} />
        <EmailsSection person={person} />
        {mayHandlePrivacy(role) && <PrivacySection person={person} />}
      </ScreenPage>
    </Box>
  );
}
