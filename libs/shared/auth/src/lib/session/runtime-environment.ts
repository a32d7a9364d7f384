import { tokenCipher, type TokenCipher } from '../crypto/token-cipher';
import { webLock, type TabLock } from '../refresh/tab-lock';
import { documentCookieJar, type CookieJar } from '../storage/cookie-jar';
import { browserPage, type PageEnvironment } from './page-environment';
import type { TabChannel } from './tab-channel';

/** Everything the spec mode's session touches outside itself: the page, and where its tokens are kept. */
export interface RuntimeEnvironment extends PageEnvironment {
  readonly cookies: CookieJar;
  readonly lock: TabLock;
  readonly cipher: TokenCipher;
}

export function browserEnvironment(channel: TabChannel): RuntimeEnvironment {
  return { ...browserPage(channel), cookies: documentCookieJar, lock: webLock, cipher: tokenCipher() };
}
