import type { ReactNode } from 'react';
import { PortalButton } from '../form/portal-button';
import { ListSkeleton } from './list-skeleton';
import { loadStatesClass } from './load-states.styles';

/** Where data for a part of a screen stands (see `loadStateOf` in @fobu/api-clients). */
export type LoadState = 'loading' | 'offline' | 'error' | 'ready';

interface LoadStatesProps {
  readonly state: LoadState;
  /** Names in German what is loaded, as the object of a sentence (accusative): "die nächsten Termine", "den Verlauf". */
  readonly what: string;
  /** How many skeleton rows stand in for the content. */
  readonly rows: number;
  readonly onRetry: () => void;
  readonly children: () => ReactNode;
}

/**
 * What a part of a screen shows before and instead of its data: skeleton rows of the content's
 * height (so that nothing jumps when it arrives), a note when the device is offline (the request
 * waits for the network rather than failing), and a German error with a way to try again.
 */
export function LoadStates({ state, what, rows, onRetry, children }: LoadStatesProps) {
  if (state === 'ready') return children();
  if (state === 'error') {
    return (
      <div role="alert" className={loadStatesClass}>
        <p>Wir konnten {what} gerade nicht laden.</p>
        <PortalButton size="sm" variant="outline" onClick={onRetry}>
          Erneut versuchen
        </PortalButton>
      </div>
    );
  }
  if (state === 'offline') {
    return (
      <p className={loadStatesClass} data-offline="">
        Sie sind offline. Sobald wieder eine Verbindung besteht, laden wir {what}.
      </p>
    );
  }
  return <ListSkeleton rows={rows} label={loadingLabel(what)} />;
}

/**
 * What a screen reader says of a part that loads, `what` as in `LoadStates`: "Wir laden den
 * Verlauf". The object of a sentence, so that one phrase serves singular and plural alike.
 */
export const loadingLabel = (what: string) => `Wir laden ${what}`;
