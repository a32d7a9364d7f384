import { browserPage, type PageEnvironment } from '../session/page-environment';
import type { TabChannel } from '../session/tab-channel';

/** Everything the BFF mode's session touches outside itself; the browser's by default, fakes in tests. */
export interface BffEnvironment extends PageEnvironment {
  /** Where the sign-in hint is kept (sign-in-hint.ts): local storage. */
  readonly hints: Storage;
  /** The page's path: its tenant is the session's where the BFF's answer does not name one. */
  pagePath(): string;
}

export function browserBffEnvironment(channel: TabChannel): BffEnvironment {
  return { ...browserPage(channel), hints: localStorage, pagePath: () => location.pathname };
}
