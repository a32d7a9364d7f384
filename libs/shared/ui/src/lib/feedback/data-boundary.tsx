import { Component, createContext, Suspense, useContext, type ErrorInfo, type ReactNode } from 'react';
import { LoadStates } from './load-states';
import { useOnline } from './use-online';

/**
 * What "try again" must do besides rendering the part anew: the app passes the query layer's
 * reset, so that a failed request is made again rather than its error shown again.
 */
export const DataRetryContext = createContext<() => void>(() => undefined);

interface DataBoundaryProps {
  /** Names in German what is loaded, as the object of a sentence: "Ihre Anmeldungen". */
  readonly what: string;
  /** How many skeleton rows stand in for the content. */
  readonly rows: number;
  /**
   * What to show for a failure that "try again" cannot mend (an offer that does not exist):
   * `undefined` for the general error with its retry.
   */
  readonly explain?: (error: unknown) => ReactNode | undefined;
  readonly children: ReactNode;
}

/**
 * The loading and error states of one part of a screen whose content reads its data with suspense:
 * skeleton rows (or the offline note) while it waits, a German error with "Erneut versuchen" when it
 * fails; the rest of the screen stays usable. Pre-rendering has no data: it shows the skeleton.
 */
export function DataBoundary({ what, rows, explain, children }: DataBoundaryProps) {
  const retry = useContext(DataRetryContext);
  if (typeof document === 'undefined') return <Waiting what={what} rows={rows} />;
  return (
    <PartErrorBoundary what={what} onRetry={retry} explain={explain}>
      <Suspense fallback={<Waiting what={what} rows={rows} />}>{children}</Suspense>
    </PartErrorBoundary>
  );
}

function Waiting({ what, rows }: { what: string; rows: number }) {
  const online = useOnline();
  return <LoadStates state={online ? 'loading' : 'offline'} what={what} rows={rows} onRetry={noRetry} children={noContent} />;
}

const noRetry = () => undefined;
const noContent = () => null;

interface PartErrorBoundaryProps extends Pick<DataBoundaryProps, 'what' | 'explain' | 'children'> {
  readonly onRetry: () => void;
}

/** React catches render errors only in a class component; this one shows LoadStates' error. */
class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failure: { error: unknown } | undefined }> {
  override state: { failure: { error: unknown } | undefined } = { failure: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failure: undefined });
  };

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const explained = this.props.explain?.(failure.error);
    if (explained !== undefined) return explained;
    return <LoadStates state="error" what={this.props.what} rows={0} onRetry={this.retry} children={noContent} />;
  }
}
