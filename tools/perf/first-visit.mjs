// What the first-visit benchmarks share (staff-dashboard.mjs, compare-builds.mjs, blocking-time.mjs):
// the phone they visit with, the pages they open, signing in through the identity provider's page,
// one first visit timed by the page's own clock under Lighthouse's CPU slowdown, and its long tasks.

/** Lighthouse's mobile screen. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
};

/**
 * The pages the benchmarks open: where, as whom (`user`, signed in; none for a visitor), and what
 * on screen means that the page shows its data (`shown`, a CSS selector).
 */
export const PAGES = {
  /** A signed-in organiser's dashboard with the seed's data (issue 18: within 1.5 s). */
  dashboard: {
    path: '/iqsh/veranstaltungsleiter/vldashboard',
    user: 'veranstaltungsleiter.iqsh',
    shown: 'main section[aria-label="Nächste Termine"]',
  },
  /** A teacher's dashboard („Meine Fortbildungen“) with the seed's bookings, the first of its bookings ahead with its link. */
  bookings: {
    path: '/iqsh/lehrkraft/dashboard',
    user: 'lehrkraft.iqsh',
    shown: 'main section[aria-labelledby="anstehend"] li:first-child h3 a',
  },
  /** The event dates list, its first five cards with their links. */
  dates: { path: '/iqsh/veranstaltungstermine', shown: 'main li:nth-child(5) h3 a' },
  /** The self-learning courses, a list of offers. */
  courses: { path: '/iqsh/selbstlernkurse', shown: 'main li:nth-child(5) h3 a' },
};

/**
 * Signs `user` in on the portal at `url` and opens `page` a few times, so that the back end has
 * answered its requests before (a fresh Node process compiles its code on its first answers, up to
 * 0.3 s for the first overview, which is not the portal's time: visitors meet a back end that has
 * run for a while). Returns the session (cookies) for new browser contexts.
 */
export async function signedInSession(browser, url, page) {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    await tab.goto(`${url}/iqsh`);
    await tab.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
    if (page.user) {
      await tab.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
      await tab.getByRole('button', { name: `Als ${page.user} anmelden` }).click();
      await tab.getByRole('region', { name: 'Ihr Konto' }).waitFor();
    }
    for (let visit = 0; visit < 3; visit++) {
      await tab.goto(`${url}${page.path}`);
      await tab.locator(page.shown).waitFor();
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Opens `page` in `tab` with the CPU slowed down `cpu` times and returns, in milliseconds: when its
 * data was on screen (`shownMs`, from the navigation's start), how long the main thread had been
 * busy until then (`busyMs`), and the longest task until a second after (`longestTaskMs`).
 */
export async function timedVisit(tab, url, page, cpu) {
  await recordLongTasks(tab);
  await recordShown(tab, page.shown);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Performance.enable');
  await tab.goto(`${url}${page.path}`);
  const shown = await tab.waitForFunction(() => window.fobuShownAt, undefined, { timeout: 60_000 });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const busy = metrics.find((metric) => metric.name === 'TaskDuration').value;
  await tab.waitForTimeout(1000);
  const durations = (await longTasks(tab)).map(([, duration]) => duration);
  return { shownMs: await shown.jsonValue(), busyMs: Math.round(busy * 1000), longestTaskMs: Math.round(Math.max(0, ...durations)) };
}

/**
 * Has the page in `tab` note (`window.fobuShownAt`) when the first element that matches `selector`
 * was painted: the page watches its own DOM and takes the time once the frame that shows the
 * element is done (a task posted from that frame's animation callback runs after its paint).
 * Asking from outside (Playwright's `waitForFunction`) would see the element only once its poll
 * ran, which the long task that renders a screen delays by up to 0.15 s at 4× CPU.
 */
function recordShown(tab, selector) {
  return tab.addInitScript((shownSelector) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(shownSelector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => Object.assign(window, { fobuShownAt: Math.round(performance.now()) });
        channel.port2.postMessage(undefined);
      });
    });
    observer.observe(document, { subtree: true, childList: true });
  }, selector);
}

/** Has the page in `tab` record its long tasks from its start on, for `longTasks`. */
export function recordLongTasks(tab) {
  return tab.addInitScript(() => {
    const tasks = [];
    Object.assign(window, { fobuLongTasks: tasks });
    new PerformanceObserver((list) => tasks.push(...list.getEntries().map((task) => [task.startTime, task.duration]))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
}

/** The long tasks the page in `tab` has had so far, as [start, duration] in milliseconds. */
export const longTasks = (tab) => tab.evaluate(() => window.fobuLongTasks);

export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
export const mean = (list) => Math.round(list.reduce((sum, value) => sum + value, 0) / list.length);
