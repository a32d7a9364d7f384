import { Box, Heading, Text } from '@chakra-ui/react';
import { ScreenPage } from '@fobu/ui';
import type { ReactNode } from 'react';

/** A help page's heading of a topic. */
export function HelpHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} mb="3">
      {children}
    </Heading>
  );
}

/** Terms and what they mean (states, figures), side by side from medium screens on. */
export function HelpTerms({
  terms,
  termWidth = '14rem',
  rowGap = '3',
}: {
  terms: readonly { term: string; meaning: ReactNode }[];
  termWidth?: string;
  rowGap?: string;
}) {
  return (
    <Box
      as="dl"
      maxW="60rem"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: `${termWidth} 1fr` }}
      columnGap="6"
      rowGap={{ base: '1', md: rowGap }}
      mb="12"
    >
      {terms.map(({ term, meaning }) => (
        <Box key={term} display="contents">
          <Box as="dt" fontWeight="600" mt={{ base: '3', md: '0' }}>
            {term}
          </Box>
          <Box as="dd" m="0" maxW="70ch">
            {meaning}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The `hilfe` screen of a role: its topics, then where to ask what they leave open. This library knows
 * no router: the screen passes its link to the support screen, and a further sentence if it has one.
 */
export function HelpPage({
  title,
  lead,
  supportLink,
  supportNote,
  children,
}: {
  title: string;
  lead: string;
  supportLink: ReactNode;
  supportNote?: string;
  children: ReactNode;
}) {
  return (
    <ScreenPage title={title} lead={lead}>
      {children}
      <Heading as="h2" id="weitere-fragen" size={{ base: 'lg', md: 'xl' }} mt="12" mb="3">
        Ihre Frage ist nicht dabei?
      </Heading>
      <Text maxW="70ch">
        Schreiben Sie uns über das Kontaktformular im {supportLink}.{supportNote && ` ${supportNote}`}
      </Text>
    </ScreenPage>
  );
}
