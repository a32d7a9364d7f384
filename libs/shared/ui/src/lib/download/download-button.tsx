import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { saveFile } from './save-file';
import { ScreenReaderText } from '../layout/screen-reader-text';

/** A file a service made, as the feature's `download` hands it over. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** Bytes received so far, and of how many when the service said (`Content-Length`). */
export interface DownloadProgress {
  readonly loaded: number;
  readonly total?: number;
}

export interface DownloadButtonProps {
  readonly label: string;
  /** Read after the label by screen readers, e.g. a course's title, so that every button is unique. */
  readonly context?: string;
  /** Fetches the file (the feature's service call), reporting progress as it can. */
  readonly download: (onProgress: (progress: DownloadProgress) => void) => Promise<DownloadedFile>;
  /** The German sentence for a failure, e.g. the service's own message; by default a general one. */
  readonly errorMessage?: (error: unknown) => string;
}

/** Until then a download shows no progress: a quick file should not flash a spinner. */
export const PROGRESS_DELAY_MS = 1000;
const GENERAL_ERROR = 'Die Datei konnte nicht geladen werden. Bitte versuchen Sie es erneut.';

type Status =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running';
      readonly slow: boolean;
      readonly progress?: DownloadProgress;
    }
  | { readonly kind: 'done'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Downloads a file a service makes (a calendar, a confirmation, an export) and hands it to the
 * browser. After a second it shows that it is working, with a bar when the size is known; its end
 * is said to screen readers, and a failure is shown beside the button in German.
 */
export function DownloadButton({ label, context, download, errorMessage = () => GENERAL_ERROR }: DownloadButtonProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const running = status.kind === 'running';

  const start = async () => {
    if (running) return;
    setStatus({ kind: 'running', slow: false });
    const timer = setTimeout(() => setStatus((now) => (now.kind === 'running' ? { ...now, slow: true } : now)), PROGRESS_DELAY_MS);
    try {
      const file = await download((progress) => setStatus((now) => (now.kind === 'running' ? { ...now, progress } : now)));
      saveFile(file.blob, file.fileName);
      setStatus({ kind: 'done', fileName: file.fileName });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorMessage(error) });
    } finally {
      clearTimeout(timer);
    }
  };

  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        minH="44px"
        aria-disabled={running || undefined}
        aria-busy={running || undefined}
        onClick={() => void start()}
      >
        {running && status.slow && <Spinner size="sm" aria-hidden="true" />}
        {label}
        {context && <ScreenReaderText>: {context}</ScreenReaderText>}
      </Button>
      {running && status.slow && <ProgressLine progress={status.progress} label={label} />}
      {status.kind === 'failed' && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {status.message}
        </Text>
      )}
      <div role="status" aria-live="polite" data-sr-only="">
        {status.kind === 'done' ? `Download abgeschlossen: ${status.fileName}` : running && status.slow ? `${label} wird geladen …` : ''}
      </div>
    </div>
  );
}

/** A bar when the size is known, else the words alone (the spinner turns in the button). */
function ProgressLine({ progress, label }: { progress: DownloadProgress | undefined; label: string }) {
  const percent = progress?.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : undefined;
  if (percent === undefined) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="1">
        Wird geladen …
      </Text>
    );
  }
  return (
    <Box mt="1" maxW="16rem">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        h="1.5"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {percent} % geladen
      </Text>
    </Box>
  );
}
