import { Box } from '@chakra-ui/react';
import { HelpHeading, HelpPage, HelpTerms, QuestionList } from '@fobu/content';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { OFFER_STATE_HELP, staffHelpQuestions } from './staff-help-topics';

/** `hilfe` of the staff roles: what an offer's states mean, who may do what, and the questions they ask. */
export function StaffHelpScreen() {
  const { tenant, role } = useRoleBranch();
  return (
    <HelpPage
      title={ROLE_SCREEN_TITLES.hilfe}
      lead="Wie ein Angebot entsteht, geprüft und veröffentlicht wird, und wer dabei was tun darf."
      supportLink={
        <Link to="/$mandant/$role/support" params={{ mandant: tenant, role }} style={{ textDecoration: 'underline' }}>
          Support
        </Link>
      }
    >
      <HelpHeading>Die Stände eines Angebots</HelpHeading>
      <HelpTerms terms={OFFER_STATE_HELP.map(({ label, meaning }) => ({ term: label, meaning }))} />
      <HelpHeading>Wer darf was?</HelpHeading>
      <Box as="ul" ps="5" maxW="70ch" mb="12" listStyleType="disc" css={{ '& li + li': { mt: '2' } }}>
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
      <HelpHeading>Häufige Fragen</HelpHeading>
      <QuestionList entries={staffHelpQuestions(role)} />
    </HelpPage>
  );
}
