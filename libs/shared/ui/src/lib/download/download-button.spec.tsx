import { act, fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/ui-provider';
import { DownloadButton, PROGRESS_DELAY_MS, type DownloadedFile, type DownloadProgress } from './download-button';

/** A download the test finishes by hand, reporting progress as it likes. */
function controlledDownload() {
  let report: (progress: DownloadProgress) => void = () => undefined;
  let finish: (file: DownloadedFile) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const download = vi.fn(
    (onProgress: (progress: DownloadProgress) => void) =>
      new Promise<DownloadedFile>((resolve, reject) => {
        report = onProgress;
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    download,
    report: (progress: DownloadProgress) => act(() => report(progress)),
    finish: (file: DownloadedFile) => act(async () => finish(file)),
    fail: (error: unknown) => act(async () => fail(error)),
  };
}

const liveText = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('DownloadButton', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:datei');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a quick file, then a bar after a second when the size is known, and says when it is done', async () => {
    const { download, report, finish } = controlledDownload();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <UiProvider>
        <DownloadButton label="Export (CSV)" context="Anmeldungen" download={download} />
      </UiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export (CSV): Anmeldungen' }));
    expect(download).toHaveBeenCalledTimes(1);
    report({ loaded: 250, total: 1000 });
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS));
    expect(screen.getByRole('progressbar', { name: 'Export (CSV)' }).getAttribute('aria-valuenow')).toBe('25');
    expect(liveText()).toBe('Export (CSV) wird geladen …');
    report({ loaded: 750, total: 1000 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');

    // A second click while it runs starts no second download.
    fireEvent.click(screen.getByRole('button', { name: /^Export/ }));
    expect(download).toHaveBeenCalledTimes(1);

    await finish({ blob: new Blob(['a;b']), fileName: 'anmeldungen.csv' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(liveText()).toBe('Download abgeschlossen: anmeldungen.csv');
    saved.mockRestore();
  });

  it('without a known size says that it loads, without a bar', () => {
    const { download } = controlledDownload();
    render(
      <UiProvider>
        <DownloadButton label="Kalender" download={download} />
      </UiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kalender' }));
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(screen.queryByText('Wird geladen …')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    screen.getByText('Wird geladen …');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('tells a failure in German, in the words the feature gives, and can be tried again', async () => {
    const { download, fail } = controlledDownload();
    render(
      <UiProvider>
        <DownloadButton
          label="Teilnahmebestätigung (PDF)"
          download={download}
          errorMessage={() => 'Der Kurs ist noch nicht abgeschlossen.'}
        />
      </UiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Teilnahmebestätigung (PDF)' }));
    await fail(new Error('403'));
    expect(screen.getByRole('alert').textContent).toBe('Der Kurs ist noch nicht abgeschlossen.');
    fireEvent.click(screen.getByRole('button', { name: 'Teilnahmebestätigung (PDF)' }));
    expect(download).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has a German sentence of its own when the feature gives none', async () => {
    const { download, fail } = controlledDownload();
    render(
      <UiProvider>
        <DownloadButton label="Kalender" download={download} />
      </UiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kalender' }));
    await fail(new TypeError('Failed to fetch'));
    expect(screen.getByRole('alert').textContent).toBe('Die Datei konnte nicht geladen werden. Bitte versuchen Sie es erneut.');
  });
});
