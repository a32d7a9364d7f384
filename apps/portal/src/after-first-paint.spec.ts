import { afterFirstPaint } from './after-first-paint';

/** A browser that reports largest paints: the test plays the report. */
function reportingPaints() {
  let report = () => undefined as void;
  class FakePerformanceObserver {
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: () => void) {
      report = callback;
    }
    observe = vi.fn();
    disconnect = vi.fn();
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return { reportPaint: () => report() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('starts once the browser reports the largest paint shown, not at the first frame', () => {
    const { reportPaint } = reportingPaints();
    const start = vi.fn();
    afterFirstPaint(start);

    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    reportPaint();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    // A later, larger paint starts nothing again, nor does the fallback.
    reportPaint();
    vi.advanceTimersByTime(2_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a second after the first frame where no report comes', () => {
    reportingPaints();
    const start = vi.fn();
    afterFirstPaint(start);

    vi.advanceTimersByTime(16 + 999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the first frame in a browser that reports no largest paint', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    afterFirstPaint(start);

    vi.advanceTimersByTime(15);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
