import { Box, chakra } from '@chakra-ui/react';
import type { Tenant } from '@fobu/domain';
import { faqEntries, type FaqEntry } from './faq-entries';

/**
 * The questions as native disclosure widgets (`details`/`summary`): keyboard and screen readers
 * know them as expandable buttons, and they open on the pre-rendered page before any JavaScript
 * runs. Chakra's Accordion would add its recipe and state machine to the start page's bundle
 * (the theme carries only the recipes the shell uses, see docs/performance.md).
 */
export function QuestionList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" maxW="60rem" borderTopWidth="1px" borderColor="border">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} borderBottomWidth="1px" borderColor="border">
          <chakra.details id={`frage-${entry.id}`} css={{ '&[open] > summary::before': { transform: 'rotate(45deg)' } }}>
            <chakra.summary
              display="flex"
              alignItems="center"
              gap="3"
              minH="44px"
              py="3"
              cursor="pointer"
              fontWeight="600"
              fontSize={{ base: 'md', md: 'lg' }}
              listStyleType="none"
              _hover={{ color: 'brand.fg' }}
              css={{
                '&::-webkit-details-marker': { display: 'none' },
                // A chevron drawn with borders: no icon font, and it follows the text colour in both themes.
                '&::before': {
                  content: '""',
                  flexShrink: 0,
                  width: '0.55em',
                  height: '0.55em',
                  borderRight: '2px solid currentColor',
                  borderBottom: '2px solid currentColor',
                  transform: 'rotate(-45deg)',
                  transition: 'transform 0.15s',
                },
              }}
            >
              {entry.question}
            </chakra.summary>
            <Box pb="4" ps={{ base: '0', md: '6' }} maxW="70ch" css={{ '& p + p': { mt: '3' } }}>
              {entry.answer}
            </Box>
          </chakra.details>
        </Box>
      ))}
    </Box>
  );
}

/** The support page's frequent questions of a tenant. */
export function FaqList({ tenant }: { tenant: Tenant }) {
  return <QuestionList entries={faqEntries(tenant)} />;
}
