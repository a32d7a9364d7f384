import type { AuthStore } from './auth-store';
import type { TabChannel } from './tab-channel';

/** A sign-out in another tab ends the sign-in in this one (the `fobu-auth` channel). */
export function followSignOutsElsewhere(store: AuthStore, channel: TabChannel): void {
  channel.listen((message) => {
    if (message.type === 'signed-out' && store.get().status !== 'anonymous') store.set({ status: 'anonymous', notice: message.notice });
  });
}
