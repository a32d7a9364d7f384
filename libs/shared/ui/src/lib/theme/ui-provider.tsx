import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import '@fontsource/fira-sans/latin-400.css';
import '@fontsource/fira-sans/latin-600.css';
import '@fontsource/fira-sans/latin-700.css';
import { hasNotified, subscribeNotifications } from '../feedback/notify';
import { portalSystem } from './system';

const Toaster = lazy(() => import('../feedback/toaster').then((module) => ({ default: module.Toaster })));

/** The design system, and the toaster once the first notification is requested. */
export function UiProvider({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(subscribeNotifications, hasNotified, () => false);
  return (
    <ChakraProvider value={portalSystem}>
      {children}
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
