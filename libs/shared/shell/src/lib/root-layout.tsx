import { useOnline, useUpdateState } from '@fobu/pwa';
import { Outlet, usePortalContext } from '@fobu/routing';
import { OfflineNotice, SkipLink, UpdateBanner } from '@fobu/ui';
import { useEffect } from 'react';
import { TenantChoice } from './tenant-choice';

/**
 * What every page has above its own layout: the skip link first, then the update banner when a
 * new version is there and a notice while offline, and at an installed app's first launch the
 * tenant selection.
 */
export function RootLayout() {
  const { updates } = usePortalContext();
  const { updateAvailable } = useUpdateState(updates);
  const online = useOnline();
  // A pre-rendered page looks the same before the app runs; this tells tests and monitoring apart.
  useEffect(() => {
    document.documentElement.dataset['portal'] = 'bereit';
  }, []);
  return (
    <>
      <SkipLink />
      {updateAvailable && <UpdateBanner onConfirm={() => void updates.applyUpdate()} />}
      {!online && <OfflineNotice />}
      <Outlet />
      <TenantChoice />
    </>
  );
}
