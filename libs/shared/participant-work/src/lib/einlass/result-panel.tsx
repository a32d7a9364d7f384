import { Box, Flex, Text } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';
import type { Ref } from 'react';
import { personName, resultWords, type DoorOutcome, type Tone } from './result-words';

/** Colours that read from a step away, in both themes: white on dark in light mode, dark on light in dark mode. */
const TONE_STYLE: Readonly<Record<Tone, { bg: object; color: object }>> = {
  erfolg: { bg: { base: 'green.700', _dark: 'green.300' }, color: { base: 'white', _dark: 'neutral.950' } },
  hinweis: { bg: { base: 'orange.200', _dark: 'orange.300' }, color: { base: 'neutral.950', _dark: 'neutral.950' } },
  abgelehnt: { bg: { base: 'red.700', _dark: 'red.300' }, color: { base: 'white', _dark: 'neutral.950' } },
};

const ICON_PATHS: Readonly<Record<Tone, string>> = {
  erfolg: 'M5 12.5l4.5 4.5L19 7.5',
  hinweis: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  abgelehnt: 'M6 6l12 12M18 6L6 18',
};

/** A shape as well as a colour: the result does not rest on colour alone. */
function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={ICON_PATHS[tone]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The outcome of the last check-in, large and clear, in a live region that screen readers
 * announce. Each new outcome comes in with a short motion (none where the user asked for reduced
 * motion). `titleRef` lets a check-in by name move the focus here.
 */
export function ResultPanel({
  outcome,
  sequence,
  titleRef,
}: {
  outcome?: DoorOutcome;
  sequence: number;
  titleRef: Ref<HTMLParagraphElement>;
}) {
  const still = useReducedMotion();
  const words = outcome && resultWords(outcome);
  const name = outcome?.kind === 'ergebnis' ? personName(outcome.ergebnis) : undefined;
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" aria-label="Einlass-Ergebnis">
      {words && (
        <motion.div
          key={sequence}
          initial={still ? false : { opacity: 0, scale: 0.92 }}
          animate={{ opacity: 1, scale: 1 }}
          transition={{ duration: 0.18, ease: 'easeOut' }}
        >
          <Flex
            {...TONE_STYLE[words.tone]}
            borderRadius="md"
            px={{ base: '4', md: '6' }}
            py={{ base: '4', md: '5' }}
            gap="4"
            align="center"
          >
            <Box flexShrink={0}>
              <ToneIcon tone={words.tone} />
            </Box>
            <Box minW="0">
              <Text ref={titleRef} tabIndex={-1} fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" lineHeight="1.2" outline="none">
                {words.title}
              </Text>
              {name && (
                <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="600" mt="1" overflowWrap="anywhere">
                  {name}
                </Text>
              )}
              {words.detail && (
                <Text fontSize="md" mt="1">
                  {words.detail}
                </Text>
              )}
            </Box>
          </Flex>
        </motion.div>
      )}
    </Box>
  );
}
