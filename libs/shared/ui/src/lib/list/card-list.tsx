import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { headingStyle } from '../theme/heading-style';
import { PLAIN_LIST_STYLE } from './plain-list-style';

/**
 * The look of the cards and their parts, set once on the list, as for `EntryList`: a catalogue
 * page renders 20 cards when its answer arrives, and as Chakra components each of their ten parts
 * resolved, hashed and serialised its style props in that one task (issue 18, docs/performance.md).
 * The attribute selectors style only what is marked, so that other elements keep their own look.
 */
const CARD_LIST_STYLE: SystemStyleObject = {
  ...PLAIN_LIST_STYLE,
  transition: 'opacity 0.15s',
  '&[aria-busy="true"]': { opacity: 0.6 },
  '& > [data-card]': {
    position: 'relative',
    minH: '24',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg.panel',
    p: '4',
    _hover: { bg: 'bg.subtle' },
  },
  '& > [data-card="dated"]': { display: 'flex', gap: '4', alignItems: 'start' },
  '& [data-card-leaf]': {
    textAlign: 'center',
    minW: '14',
    py: '1',
    borderRadius: 'md',
    bg: 'brand.subtle',
    color: 'brand.fg',
    flexShrink: 0,
  },
  '& [data-card-leaf] > :first-of-type': { fontSize: '2xl', fontWeight: '700', lineHeight: '1' },
  '& [data-card-leaf] > :last-of-type': { fontSize: 'sm' },
  '& [data-card-body]': { minW: '0' },
  '& [data-card-kicker]': {
    fontSize: 'xs',
    fontWeight: '600',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    color: 'brand.fg',
    mb: '1',
  },
  '& [data-card-title]': { ...headingStyle('md'), mb: '1' },
  '& [data-card-line]': { fontSize: 'sm' },
  '& [data-card-line="muted"]': { color: 'fg.muted' },
  '& [data-card-status]': { fontWeight: '600' },
  '& [data-card-status="positive"]': { color: 'green.fg' },
  '& [data-card-status="caution"]': { color: 'orange.fg' },
  '& [data-card-status="neutral"]': { color: 'fg.muted' },
};

/** A list of cards (`Card`); `busy` dims it while the answer to a changed search loads. */
export function CardList({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <chakra.ul css={CARD_LIST_STYLE} aria-busy={busy}>
      {children}
    </chakra.ul>
  );
}

/**
 * One card, framed. With a `leaf` (a day and month), the leaf stands to the left of the card's
 * text, as on a tear-off calendar; screen readers skip it, since the text says the date in full.
 */
export function Card({ leaf, children }: { leaf?: { day: string; month: string }; children: ReactNode }) {
  if (!leaf) return <li data-card="">{children}</li>;
  return (
    <li data-card="dated">
      <div data-card-leaf="" aria-hidden="true">
        <p>{leaf.day}</p>
        <p>{leaf.month}</p>
      </div>
      <div data-card-body="">{children}</div>
    </li>
  );
}

/** What kind of thing a card shows, in small capitals above its title. */
export function CardKicker({ children }: { children: ReactNode }) {
  return <p data-card-kicker="">{children}</p>;
}

/** The title of a card; a `stretched-link` in it makes the whole card its target. */
export function CardTitle({ children }: { children: ReactNode }) {
  return <h3 data-card-title="">{children}</h3>;
}

/** A line of a card in small type; `muted` for what is secondary. */
export function CardLine({ muted = false, children }: { muted?: boolean; children: ReactNode }) {
  return <p data-card-line={muted ? 'muted' : ''}>{children}</p>;
}

/** A state within a line, in bold and the colour of its tone (free seats, a waiting list, full). */
export function CardStatus({ tone, children }: { tone: 'positive' | 'caution' | 'neutral'; children: ReactNode }) {
  return <span data-card-status={tone}>{children}</span>;
}
