import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One section of the settings view: a `<section>` named by its h2 (a region for screen readers,
 * `id` also the target of links such as the dashboards' „Benachrichtigungen einstellen“), and what
 * it is for in a paragraph of reading width.
 */
export function SettingsSection({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb="2">
        {title}
      </Heading>
      {lead && (
        <Text mb="3" maxW="70ch">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}
