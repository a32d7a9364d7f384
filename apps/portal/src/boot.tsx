import { loadRuntimeConfig } from '@fobu/config';
import { nextTask } from './next-task';

/**
 * Nothing starts before `/config.json` is loaded and valid (runtime-config.md). The app's code is
 * evaluated in steps, each in a task of its own, so that a phone spends its start in several short
 * tasks rather than one long one in which a tap would wait (issue 18, docs/performance.md): React
 * DOM, then, where the page needs it, the design system's module and the design system itself
 * (creating it is the largest single piece of work, itself in three steps), then the rest of the
 * app. A pre-rendered page is painted and readable meanwhile; a click on it is kept until the app
 * has taken over (early-clicks.ts).
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  const configLoad = loadRuntimeConfig();
  // A page that was not pre-rendered waits for its user: asked for beside the app's code
  // (portal-session.ts), whose module loads beside the config rather than after it.
  const sessionModule = container.hasChildNodes() ? undefined : import('./app/portal-session');
  const session = sessionModule?.then(async (module) => {
    const result = await configLoad;
    return result.ok ? module.startPortalSession(result.config) : undefined;
  });
  await import('react-dom/client');
  await nextTask();
  if (needsDesignSystem(container)) {
    const designSystem = (await import('./design-system')).portalSystemInSteps();
    do await nextTask();
    while (!designSystem.next().done);
    await nextTask();
  }
  const { takeOver } = await import('./app/take-over');
  await nextTask();
  const result = await configLoad;
  if (result.ok) await takeOver(container, result.config, await session);
  else {
    const { showConfigFailure } = await import('./app/config-failure');
    showConfigFailure(container, result.problems);
  }
}

/**
 * Whether the first screen renders Chakra components: a signed-in screen (not pre-rendered) does,
 * a pre-rendered page only if its markup carries Chakra's styles. The start page and the shell are
 * plain elements, so that their visitors load none of Chakra's runtime (`UiProvider` in @fobu/ui).
 */
function needsDesignSystem(container: HTMLElement): boolean {
  return !container.hasChildNodes() || container.querySelector('style[data-emotion]') !== null;
}
