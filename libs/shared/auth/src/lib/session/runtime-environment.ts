import { tokenCipher, type TokenCipher } from '../crypto/token-cipher';
import { webLock, type TabLock } from '../refresh/tab-lock';
import { documentCookieJar, type CookieJar } from '../storage/cookie-jar';
import type { TabChannel } from './tab-channel';

/** Everything the session touches outside itself; the browser's by default, fakes in tests. */
export interface RuntimeEnvironment {
  readonly fetch?: typeof fetch;
  readonly cookies: CookieJar;
  readonly storage: Storage;
  readonly lock: TabLock;
  readonly cipher: TokenCipher;
  readonly channel: TabChannel;
  readonly origin: string;
  readonly console: Pick<Console, 'clear' | 'error'>;
  /** Leaves the portal for the identity provider. */
  assign(url: string): void;
  /** The portal window that opened this one, when this is the sign-in popup; else null. */
  loginOpener(): Window | null;
  closeWindow(): void;
  readonly messages: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function browserEnvironment(channel: TabChannel): RuntimeEnvironment {
  return {
    cookies: documentCookieJar,
    storage: sessionStorage,
    lock: webLock,
    cipher: tokenCipher(),
    channel,
    origin: location.origin,
    console,
    assign: (url) => location.assign(url),
    loginOpener: () => sameOriginOpener(location.origin),
    closeWindow: () => window.close(),
    messages: window,
  };
}

function sameOriginOpener(origin: string): Window | null {
  const opener = window.opener as Window | null;
  try {
    // Reading another origin's location throws: such an opener gets nothing.
    return opener && opener.location.origin === origin ? opener : null;
  } catch {
    return null;
  }
}
