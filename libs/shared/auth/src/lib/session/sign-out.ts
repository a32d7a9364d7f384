import type { AuthNotice } from './auth-notice-kinds';
import type { AuthStore } from './auth-store';
import type { TabChannel } from './tab-channel';

/**
 * This tab is signed out with `notice`, and every other tab is told: a sign-out of one's own is,
 * for the others, one that happened elsewhere.
 */
export function signOutEverywhere(store: AuthStore, channel: TabChannel, notice: AuthNotice): void {
  store.set({ status: 'anonymous', notice });
  channel.post({ type: 'signed-out', notice: notice === 'signed-out' ? 'signed-out-elsewhere' : notice });
}
