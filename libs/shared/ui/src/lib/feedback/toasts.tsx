import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { hasNotified, subscribeNotifications } from './notify';

// Outside every route's error screen: a toaster chunk gone after a deploy must not blank the page,
// so it renders nothing then (the next navigation offers the update).
const Toaster = lazy<ComponentType>(() =>
  import('./toaster').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

/** The toaster, at the app's root, once the first notification is requested (`notify`). */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeNotifications, hasNotified, () => false);
  return toasts ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
