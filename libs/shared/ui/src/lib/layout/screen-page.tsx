import { Box, Heading, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';

export interface ScreenPageProps {
  readonly title: string;
  /** One or two sentences under the title. */
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/** A screen's heading (the page's only h1), the document title, and its content. */
export function ScreenPage({ title, lead, children }: ScreenPageProps) {
  useDocumentTitle(title);
  return (
    <Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="700" mb={lead ? '3' : '6'}>
        {title}
      </Heading>
      {lead && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="70ch" mb="6">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}

const SITE_NAME = 'Fortbildungsportal Schleswig-Holstein';

/** Sets the tab's title, so that screen readers and the history name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SITE_NAME}`;
  }, [title]);
}
