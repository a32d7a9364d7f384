import { Box, Heading, Text } from '@chakra-ui/react';
import { QuestionList } from '@fobu/content';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import { OFFER_STATE_HELP, staffHelpQuestions } from './staff-help-topics';

/** `hilfe` of the staff roles: what an offer's states mean, who may do what, and the questions they ask. */
export function StaffHelpScreen() {
  const { tenant, role } = useRoleBranch();
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.hilfe}
      lead="Wie ein Angebot entsteht, geprüft und veröffentlicht wird, und wer dabei was tun darf."
    >
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb="3">
        Die Stände eines Angebots
      </Heading>
      <Box
        as="dl"
        maxW="60rem"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }}
        columnGap="6"
        rowGap={{ base: '1', md: '3' }}
        mb="12"
      >
        {OFFER_STATE_HELP.map(({ state, label, meaning }) => (
          <Box key={state} display="contents">
            <Box as="dt" fontWeight="600" mt={{ base: '3', md: '0' }}>
              {label}
            </Box>
            <Box as="dd" m="0" maxW="70ch">
              {meaning}
            </Box>
          </Box>
        ))}
      </Box>
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb="3">
        Wer darf was?
      </Heading>
      <Box as="ul" ps="5" maxW="70ch" mb="12">
        <li>Die Veranstaltungsleitung schreibt, ändert und reicht ihre eigenen Angebote ein und verwaltet deren Termine.</li>
        <li>Die Verwaltung kann jedes Angebot ihres Mandanten bearbeiten, einreichen, absagen und archivieren.</li>
        <li>
          Die Administration darf alles, was die Verwaltung darf, und hat dazu das Archiv: Sie findet archivierte Angebote und übernimmt sie
          als neue Entwürfe.
        </li>
        <li>
          Die Qualitätskontrolle gibt eingereichte Angebote frei oder gibt sie mit einem Hinweis zurück – nie ein Angebot, das sie selbst
          geschrieben oder zuletzt geändert hat.
        </li>
        <li>Angebote eines anderen Mandanten sieht niemand.</li>
      </Box>
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb="3">
        Häufige Fragen
      </Heading>
      <QuestionList entries={staffHelpQuestions(role)} />
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mt="12" mb="3">
        Ihre Frage ist nicht dabei?
      </Heading>
      <Text maxW="70ch">
        Schreiben Sie uns über das Kontaktformular im{' '}
        <Link to="/$mandant/$role/support" params={{ mandant: tenant, role }} style={{ textDecoration: 'underline' }}>
          Support
        </Link>
        .
      </Text>
    </ScreenPage>
  );
}
