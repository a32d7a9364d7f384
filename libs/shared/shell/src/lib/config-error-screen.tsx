import { Box, Container, Text } from '@chakra-ui/react';
import type { RuntimeConfigProblem } from '@fobu/config';
import { MessagePage } from '@fobu/ui';

/** Shown instead of the portal when `/config.json` is missing or invalid; names each bad key. */
export function ConfigErrorScreen({ problems }: { problems: readonly RuntimeConfigProblem[] }) {
  return (
    <Container as="main" maxW="960px" px="4" py="10">
      <MessagePage title="Das Fortbildungsportal ist nicht richtig eingerichtet" alert>
        <p>Die Einstellungen dieser Installation sind unvollständig. Bitte wenden Sie sich an den Betrieb des Portals.</p>
        <Box as="ul" mt="4" pl="6" listStyleType="disc">
          {problems.map((problem) => (
            <Text as="li" key={`${problem.key ?? ''}${problem.message}`} color="fg">
              {problem.message}
            </Text>
          ))}
        </Box>
      </MessagePage>
    </Container>
  );
}
