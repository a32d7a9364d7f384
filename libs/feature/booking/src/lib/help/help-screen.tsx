import { HelpHeading, HelpPage, HelpTerms, QuestionList } from '@fobu/content';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { BranchLink } from '../branch-link';
import { HELP_QUESTIONS, STATE_HELP } from './help-topics';

/** `hilfe`: what the states of a booking mean, and the questions booking users ask. */
export function HelpScreen() {
  return (
    <HelpPage
      title={ROLE_SCREEN_TITLES.hilfe}
      lead="Antworten auf die Fragen, die sich beim Anmelden, Warten, Stornieren und danach stellen."
      supportLink={<BranchLink screen="support">Support</BranchLink>}
      supportNote="Fragen zu einer bestimmten Fortbildung beantwortet die Veranstaltungsleitung; ihren Kontakt finden Sie beim Angebot."
    >
      <HelpHeading id="stand">Was der Stand Ihrer Anmeldung bedeutet</HelpHeading>
      <HelpTerms terms={STATE_HELP.map(({ label, meaning }) => ({ term: label, meaning }))} />
      <HelpHeading id="fragen">Häufige Fragen</HelpHeading>
      <QuestionList entries={HELP_QUESTIONS} />
    </HelpPage>
  );
}
