import { lazyPart, needsTenantChoice, useUpdateState } from '@fobu/pwa';
import { Outlet, usePortalContext } from '@fobu/routing';
import { OfflineNotice, SkipLink, UpdateBanner, useHydrated, useOnline } from '@fobu/ui';
import { Suspense, useEffect, useState } from 'react';

// Most visits never show the tenant selection: its dialog is not part of the first load.
const TenantChoice = lazyPart(() => import('./tenant-choice'));

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
      <TenantChoiceAtFirstLaunch />
    </>
  );
}

/**
 * The tenant selection, once the page is the browser's own (it depends on what this device
 * stored). A component of its own: the switch after hydration re-renders only it, not the page.
 */
function TenantChoiceAtFirstLaunch() {
  const [tenantChoiceNeeded] = useState(() => typeof window !== 'undefined' && needsTenantChoice());
  if (!useHydrated() || !tenantChoiceNeeded) return null;
  return (
    <Suspense fallback={null}>
      <TenantChoice />
    </Suspense>
  );
}
