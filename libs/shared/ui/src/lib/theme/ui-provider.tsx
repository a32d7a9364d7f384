import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import '@fontsource/fira-sans/latin-400.css';
import '@fontsource/fira-sans/latin-600.css';
import '@fontsource/fira-sans/latin-700.css';
import { hasNotified, subscribeNotifications } from '../feedback/notify';
import { systemWithoutGlobalStyles } from './system';

// Outside every route's error screen: a toaster chunk gone after a deploy must not blank the page,
// so it renders nothing then (the next navigation offers the update).
const Toaster = lazy<ComponentType>(() =>
  import('../feedback/toaster').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

/** The design system (its global styles come from the build), and the toaster once the first notification is requested. */
export function UiProvider({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(subscribeNotifications, hasNotified, () => false);
  return (
    <ChakraProvider value={systemWithoutGlobalStyles()}>
      {children}
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
