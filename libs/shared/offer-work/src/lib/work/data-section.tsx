import { Box, Heading } from '@chakra-ui/react';
import { DataBoundary } from '@fobu/ui/data-boundary';
import type { ReactNode } from 'react';

interface DataSectionProps {
  /** The heading's id, which names the section. */
  readonly id: string;
  readonly title: string;
  /** What loads, for the loading and error states („den Verlauf“). */
  readonly what: string;
  readonly rows: number;
  /** The space below the heading (Chakra's spacing scale). */
  readonly headingSpace?: '3' | '4';
  /** The content, which reads its data with suspense. */
  readonly children: ReactNode;
}

/** A section of an opened offer that loads on its own: its heading at once, its content in a data boundary. */
export function DataSection({ id, title, what, rows, headingSpace = '4', children }: DataSectionProps) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" mb={headingSpace}>
        {title}
      </Heading>
      <DataBoundary what={what} rows={rows}>
        {children}
      </DataBoundary>
    </Box>
  );
}
