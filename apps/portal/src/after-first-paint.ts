/** At the latest this long after the first frame the app starts, where the browser reports no largest paint. */
const PAINT_WAIT_MS = 1_000;

/**
 * Runs `start` once the pre-rendered page's largest paint has reached the screen: the browser
 * reports it (`largest-contentful-paint`) only after it was shown. Starting at the first frame
 * instead (`requestAnimationFrame`) requested the app's code before that paint was shown now and
 * then, and Lighthouse then counted the app's download into the page's first paint (LCP 1.65 or
 * 2.3 s from run to run, docs/performance.md). Browsers without that report start after the first
 * frame, as before; `PAINT_WAIT_MS` after it at the latest, should no report come.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const reportsPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  // A task of its own, not the report's callback: the app's first work is not part of the paint's.
  const observer = reportsPaint ? new PerformanceObserver(() => setTimeout(startOnce, 0)) : undefined;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  requestAnimationFrame(() => setTimeout(startOnce, reportsPaint ? PAINT_WAIT_MS : 0));
}
