import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One section of the person's page: a heading of the second level naming it, and what to say when it is empty. */
export function PersonSection({ title, emptyText, children }: { title: string; emptyText?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mb="8">
      <Heading as="h2" id={headingId} size="xl" mb="3">
        {title}
      </Heading>
      {children || <Text color="fg.muted">{emptyText}</Text>}
    </Box>
  );
}
