import { Component, startTransition, Suspense, useContext, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { DataRetryContext } from './data-retry';
import { useHydrated } from '../ssr/use-hydrated';
import { LoadStates } from './load-states';
import { useOnline } from './use-online';

interface DataBoundaryProps {
  /** Names in German what is loaded, as the object of a sentence: "Ihre Anmeldungen". */
  readonly what: string;
  /** How many skeleton rows stand in for the content. */
  readonly rows: number;
  /**
   * Settles when the content's data has arrived or failed (`useEarlyFetch`): the content is shown
   * then, complete, instead of suspending first (see `useFirstReveal`).
   */
  readonly ready?: Promise<unknown>;
  readonly children: ReactNode;
}

/**
 * The loading and error states of one part of a screen whose content reads its data with suspense:
 * skeleton rows (or the offline note) while it waits, a German error with "Erneut versuchen" when it
 * fails; the rest of the screen stays usable. Pre-rendering has no data: it shows the skeleton, and
 * hydrating keeps it until the markup is the app's (a boundary the server did not write would not match).
 */
export function DataBoundary({ what, rows, ready, children }: DataBoundaryProps) {
  const retry = useContext(DataRetryContext);
  const hydrated = useHydrated();
  const revealed = useFirstReveal(hydrated ? ready : undefined);
  if (!hydrated || !revealed) return <Waiting what={what} rows={rows} />;
  return (
    <PartErrorBoundary what={what} onRetry={retry}>
      <Suspense fallback={<Waiting what={what} rows={rows} />}>{children}</Suspense>
    </PartErrorBoundary>
  );
}

/**
 * Whether the content may be shown: at once without `ready`, else once `ready` has settled, in a
 * transition of its own. Content that suspended in a new boundary would show its fallback first,
 * and React holds the content's reveal back for up to 300 ms after a fallback was shown (its
 * fallback throttle): a list whose data came 100 ms later stayed a skeleton for 200 ms more. Only
 * the first reveal waits; later data (another search) suspends inside the shown boundary.
 */
function useFirstReveal(ready: Promise<unknown> | undefined): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || !ready) return;
    let current = true;
    const reveal = () => current && startTransition(() => setSettled(true));
    void ready.then(reveal, reveal);
    return () => {
      current = false;
    };
  }, [ready, settled]);
  return settled || !ready;
}

function Waiting({ what, rows }: { what: string; rows: number }) {
  const online = useOnline();
  return <LoadStates state={online ? 'loading' : 'offline'} what={what} rows={rows} onRetry={noRetry} children={noContent} />;
}

const noRetry = () => undefined;
const noContent = () => null;

interface PartErrorBoundaryProps {
  readonly what: string;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** React catches render errors only in a class component; this one shows LoadStates' error. */
class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadStates state="error" what={this.props.what} rows={0} onRetry={this.retry} children={noContent} />;
  }
}
