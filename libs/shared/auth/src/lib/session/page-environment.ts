import type { TabChannel } from './tab-channel';

/** What a session of either mode touches of the page; the browser's by default, fakes in tests. */
export interface PageEnvironment {
  readonly fetch?: typeof fetch;
  readonly storage: Storage;
  readonly channel: TabChannel;
  readonly origin: string;
  readonly console: Pick<Console, 'clear' | 'error'>;
  /** Leaves the portal for the sign-in. */
  assign(url: string): void;
  /** The portal window that opened this one, when this is the sign-in popup; else null. */
  loginOpener(): Window | null;
  closeWindow(): void;
  readonly messages: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function browserPage(channel: TabChannel): PageEnvironment {
  return {
    storage: sessionStorage,
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
