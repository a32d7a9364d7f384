// What the catalogue benchmark observes inside the page, installed before any of the page's scripts.

/** Records keystroke timings, long tasks, search answers and every change of the main content. */
export async function instrumentPage(page) {
  await page.addInitScript(() => {
    const bench = { keys: [], longTasks: [], mutations: [] };
    bench.reset = () => {
      bench.keys = [];
      bench.longTasks = [];
      bench.mutations = [];
      bench.since = performance.now();
    };
    bench.since = 0;
    window.__bench = bench;
    // A first visit loads more than a hundred files: keep every search's timing beyond the default 250 entries.
    performance.setResourceTimingBufferSize(5000);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown') bench.keys.push({ delay: entry.processingStart - entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    // Keystrokes faster than 16 ms are not reported by Event Timing; they count as 0 ms below.
    document.addEventListener('keydown', () => bench.keys.push({ seen: performance.now() }), true);
    new PerformanceObserver((list) => bench.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    // Any change of the page, then the frame that paints it: after a search answer, the first one
    // is the updated count and list. The whole document is watched, since the app replaces the
    // pre-rendered or initial content as it starts.
    new MutationObserver(() => {
      const changed = performance.now();
      requestAnimationFrame(() => bench.mutations.push({ changed, painted: performance.now() }));
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** The observations since the last reset: for each search answer, the time from its arrival to the next painted change. */
export async function readMeasurements(page) {
  return page.evaluate(() => {
    const bench = window.__bench;
    const resources = performance.getEntriesByType('resource').filter((e) => e.startTime >= bench.since);
    const searches = resources
      .filter((e) => /\/api\/v1\/termine\?/.test(e.name))
      .map((e) => ({ responseEnd: e.responseEnd, serverMs: e.responseStart - e.requestStart }));
    const timed = bench.keys.filter((k) => k.delay !== undefined);
    const pressed = bench.keys.filter((k) => k.seen !== undefined).length;
    const untimed = Math.max(0, pressed - timed.length);
    const all = performance.getEntriesByType('resource');
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      jsBytes: all.filter((e) => e.name.endsWith('.js')).reduce((sum, e) => sum + e.encodedBodySize, 0),
      transferBytes: all.reduce((sum, e) => sum + e.transferSize, navigation?.transferSize ?? 0),
      otherServiceRequests: resources.filter((e) => /\/(api\/v1|oauth)\//.test(e.name) && !/\/api\/v1\/termine\?/.test(e.name)).length,
      searches,
      keyDelays: [...timed.map((k) => k.delay), ...Array(untimed).fill(0)],
      keyDurations: [...timed.map((k) => k.duration), ...Array(untimed).fill(0)],
      longTasks: bench.longTasks,
    };
  });
}

/**
 * Runs `act` and waits for the search it causes (the one whose query `wanted` accepts) and then for
 * the painted change after its answer, so that every search is counted: a network idle reached
 * before the search field's pause had ended counted none. Returns the milliseconds from the answer's
 * arrival to the painted list.
 */
export async function searchShown(page, wanted, act) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/api/v1/termine') && wanted(url.searchParams);
  });
  await act();
  const { url } = await answered.then((response) => ({ url: response.url() }));
  // The page may ask for more (the next page ahead): what is measured is this answer's way to the screen.
  const shown = await page.waitForFunction((answeredUrl) => {
    const entry = performance
      .getEntriesByName(answeredUrl)
      .filter((e) => e.responseEnd > 0)
      .at(-1);
    const mutation = entry && window.__bench.mutations.find((m) => m.changed >= entry.responseEnd);
    return mutation !== undefined && mutation.painted - entry.responseEnd;
  }, url);
  return shown.jsonValue();
}
