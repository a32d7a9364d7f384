import type { ReactNode } from 'react';
import { cardListClass } from './card-list.styles';

/** A list of cards (`Card`); `busy` dims it while the answer to a changed search loads. */
export function CardList({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <ul className={cardListClass} aria-busy={busy}>
      {children}
    </ul>
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
