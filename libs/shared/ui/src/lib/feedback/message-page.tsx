import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/screen-page';

export interface MessagePageProps {
  readonly title: string;
  readonly children: ReactNode;
  /** What the user can do next, e.g. a link back. */
  readonly action?: ReactNode;
  /** Announce as an alert (errors the user must notice). */
  readonly alert?: boolean;
}

/** A page that tells the user something went wrong and what to do next. */
export function MessagePage({ title, children, action, alert }: MessagePageProps) {
  useDocumentTitle(title);
  return (
    <Box maxW="70ch" py={{ base: '4', md: '10' }} role={alert ? 'alert' : undefined}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
        {title}
      </Heading>
      <Box fontSize="lg" color="fg.muted" css={{ '& p + p': { mt: '3' } }}>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
      </Box>
      {action && <Box mt="8">{action}</Box>}
    </Box>
  );
}
