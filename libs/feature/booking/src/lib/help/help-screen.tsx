import { Box, Heading, Text } from '@chakra-ui/react';
import { QuestionList } from '@fobu/content';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { ScreenPage } from '@fobu/ui';
import { BranchLink } from '../branch-link';
import { HELP_QUESTIONS, STATE_HELP } from './help-topics';

/** `hilfe`: what the states of a booking mean, and the questions booking users ask. */
export function HelpScreen() {
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.hilfe}
      lead="Antworten auf die Fragen, die sich beim Anmelden, Warten, Stornieren und danach stellen."
    >
      <Heading as="h2" id="stand" size={{ base: 'lg', md: 'xl' }} mb="3">
        Was der Stand Ihrer Anmeldung bedeutet
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
        {STATE_HELP.map(({ label, meaning }) => (
          <Box key={label} display="contents">
            <Box as="dt" fontWeight="600" mt={{ base: '3', md: '0' }}>
              {label}
            </Box>
            <Box as="dd" m="0" maxW="70ch">
              {meaning}
            </Box>
          </Box>
        ))}
      </Box>
      <Heading as="h2" id="fragen" size={{ base: 'lg', md: 'xl' }} mb="3">
        Häufige Fragen
      </Heading>
      <QuestionList entries={HELP_QUESTIONS} />
      <Heading as="h2" id="weitere-fragen" size={{ base: 'lg', md: 'xl' }} mt="12" mb="3">
        Ihre Frage ist nicht dabei?
      </Heading>
      <Text maxW="70ch">
        Schreiben Sie uns über das Kontaktformular im <BranchLink screen="support">Support</BranchLink>. Fragen zu einer bestimmten
        Fortbildung beantwortet die Veranstaltungsleitung; ihren Kontakt finden Sie beim Angebot.
      </Text>
    </ScreenPage>
  );
}
