import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Spacing for running text: paragraphs, lists and sub-headings inside a section. */
const proseStyle = {
  maxW: '70ch',
  '& p + p, & p + ul, & ul + p, & p + ol, & ol + p, & dl + p': { mt: '3' },
  '& ul, & ol': { ps: '6', my: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1' },
  '& address': { my: '3' },
  '& h3': { fontSize: 'lg', fontWeight: '600', mt: '6', mb: '2' },
} as const;

/** A section of a text page with its h2; `id` lets a table of contents or a link jump to it. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mb={{ base: '8', md: '10' }} css={proseStyle}>
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} mb="3" scrollMarginTop="6">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
