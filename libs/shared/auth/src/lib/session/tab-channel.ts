import type { AuthNotice } from './auth-notice-kinds';

/** What one tab tells the others. */
export type TabMessage = { readonly type: 'signed-out'; readonly notice: AuthNotice } | { readonly type: 'activity'; readonly at: number };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(listener: (message: TabMessage) => void): () => void;
}

const CHANNEL_NAME = 'fobu-auth';

/** A BroadcastChannel between the portal's open tabs; a no-op where the browser lacks it. */
export function createTabChannel(): TabChannel {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel?.postMessage(message),
    listen(listener) {
      const handle = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel?.addEventListener('message', handle);
      return () => channel?.removeEventListener('message', handle);
    },
  };
}
