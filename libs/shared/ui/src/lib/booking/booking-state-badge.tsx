import { Box } from '@chakra-ui/react';
import { BOOKING_STATE_TONES, bookingStateLabel, type BookingState, type StateTone } from '@fobu/domain';

/** Colours by tone; the label carries the meaning, the colour only supports it (WCAG 1.4.1). */
const TONE_COLOURS: Readonly<Record<StateTone, { bg: string; color: string }>> = {
  waiting: { bg: 'orange.subtle', color: 'orange.fg' },
  confirmed: { bg: 'green.subtle', color: 'green.fg' },
  ended: { bg: 'bg.muted', color: 'fg.muted' },
  done: { bg: 'blue.subtle', color: 'blue.fg' },
};

/** A state in a word or two, coloured by its tone (e.g. an on-demand request's state). */
export function StateBadge({ tone, children }: { tone: StateTone; children: string }) {
  return (
    <Box as="span" display="inline-block" px="2" py="0.5" borderRadius="sm" fontSize="sm" fontWeight="600" {...TONE_COLOURS[tone]}>
      {children}
    </Box>
  );
}

export interface BookingStateBadgeProps {
  readonly state: BookingState;
  /** A waiting-list place's position, shown as „Warteliste, Platz 3“. */
  readonly waitingListPosition?: number | null;
}

/**
 * A booking's state as a badge, in the shared labels and tones of @fobu/domain: the participant's
 * dashboard and offer detail use it, and so can the staff branches' participant lists.
 */
export function BookingStateBadge({ state, waitingListPosition }: BookingStateBadgeProps) {
  return <StateBadge tone={BOOKING_STATE_TONES[state]}>{bookingStateLabel(state, waitingListPosition)}</StateBadge>;
}
