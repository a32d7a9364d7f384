import { Box, Heading, Text } from '@chakra-ui/react';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { OwnRecognitions } from './own-recognitions';
import { RecognitionForm } from './recognition-form';

/**
 * The Fortbildungskonto's section „Externe Fortbildungen anerkennen lassen“ (docs/proof-of-training.md):
 * the request form, and the person's requests with where each stands.
 */
export function RecognitionSection() {
  return (
    <Box as="section" aria-labelledby="anerkennungen">
      <Heading as="h2" id="anerkennungen" size="xl" mb="2">
        Externe Fortbildungen anerkennen lassen
      </Heading>
      <Text color="fg.muted" mb="4" maxW="50rem">
        Fortbildungen, die Sie außerhalb dieses Portals besucht haben, kann die Verwaltung anerkennen. Anerkannte Stunden zählen in Ihrem
        Fortbildungskonto mit.
      </Text>
      <RecognitionForm />
      <Heading as="h3" size="lg" mt="8" mb="3">
        Ihre Anträge
      </Heading>
      <DataBoundary what="Ihre Anträge auf Anerkennung" rows={2}>
        <OwnRecognitions />
      </DataBoundary>
    </Box>
  );
}
