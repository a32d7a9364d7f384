import { Box, Heading, Text } from '@chakra-ui/react';
import type { AussageErgebnis, Bewertungsergebnis } from '@fobu/api-contract';
import { EVALUATION_VALUE_LABELS, EVALUATION_VALUES, formatEvaluationAverage, tooFewAnswersText } from '@fobu/domain';
import { Note, PLAIN_LIST_STYLE } from '@fobu/ui';

/** „60 %“ of the answers. */
const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));
/** A share as German text: „40 %“. */
const share = (count: number, total: number) => `${percent(count, total)} %`;

/**
 * The results of an evaluation (a date's or an offer's): per statement the average on the scale
 * from 4 (trifft voll zu) to 1 (trifft nicht zu) and how many chose each point, as text and bars;
 * the free texts listed. Below five answers the service sends the count only, and so says this.
 */
export function EvaluationResults({ result, headingLevel = 'h2' }: { result: Bewertungsergebnis; headingLevel?: 'h2' | 'h3' }) {
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';
  if (!result.ergebnis) return <Note>{tooFewAnswersText(result.anzahl)}</Note>;
  return (
    <Box>
      <Text mb="4">{result.anzahl} Antworten. Durchschnitt je Aussage von 4 (trifft voll zu) bis 1 (trifft nicht zu).</Text>
      <Box as="ol" {...PLAIN_LIST_STYLE} mb="6">
        {result.ergebnis.aussagen.map((statement, index) => (
          <StatementResult key={index} index={index} statement={statement} total={result.anzahl} heading={sub} />
        ))}
      </Box>
      <Heading as={headingLevel} size="md" mb="2">
        Anmerkungen der Teilnehmenden
      </Heading>
      {result.ergebnis.freitexte.length === 0 ? (
        <Text>Es wurden keine Anmerkungen geschrieben.</Text>
      ) : (
        <Box as="ul" ps="5" listStyleType="disc">
          {result.ergebnis.freitexte.map((text, index) => (
            <Box as="li" key={index} mb="2" whiteSpace="pre-line">
              {text}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function StatementResult({
  index,
  statement,
  total,
  heading,
}: {
  index: number;
  statement: AussageErgebnis;
  total: number;
  heading: 'h3' | 'h4';
}) {
  return (
    <Box as="li" mb="5">
      <Heading as={heading} size="sm" mb="1">
        {index + 1}. {statement.aussage}
      </Heading>
      <Text fontWeight="600" mb="1">
        Durchschnitt: {formatEvaluationAverage(statement.durchschnitt)}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '11rem 1fr' }} columnGap="3" rowGap="1">
        {EVALUATION_VALUES.map((point, position) => {
          const count = statement.verteilung[position] ?? 0;
          return (
            <Box key={point} display="contents">
              <Text as="dt" fontSize="sm">
                {EVALUATION_VALUE_LABELS[point]}
              </Text>
              <Box as="dd" display="flex" alignItems="center" gap="2" fontSize="sm">
                {/* A track of fixed length, so that the bars of every statement compare at a glance. */}
                <Box
                  aria-hidden="true"
                  flex="0 0 auto"
                  w={{ base: '8rem', md: '14rem' }}
                  h="3"
                  bg="bg.muted"
                  borderRadius="sm"
                  overflow="hidden"
                >
                  <Box h="full" bg="brand.solid" w={`${percent(count, total)}%`} minW={count > 0 ? '2px' : '0'} />
                </Box>
                <span>
                  {count} ({share(count, total)})
                </span>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
