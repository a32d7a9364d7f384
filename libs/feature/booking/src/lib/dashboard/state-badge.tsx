import { Box } from '@chakra-ui/react';
import type { StateTone } from './booking-state';

/** Colours by tone; the label carries the meaning, the colour only supports it (WCAG 1.4.1). */
const TONE_COLOURS: Readonly<Record<StateTone, { bg: string; color: string }>> =
  {
    waiting: { bg: 'orange.subtle', color: 'orange.fg' },
    confirmed: { bg: 'green.subtle', color: 'green.fg' },
    ended: { bg: 'bg.muted', color: 'fg.muted' },
    done: { bg: 'blue.subtle', color: 'blue.fg' },
  };

export function StateBadge({
  tone,
  children,
}: {
  tone: StateTone;
  children: string;
}) {
  return (
    <Box
      as="span"
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="sm"
      fontSize="sm"
      fontWeight="600"
      {...TONE_COLOURS[tone]}
    >
      {children}
    </Box>
  );
}
