import { Box, Portal, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { withDesignSystem } from '../theme/ui-provider';
import { toaster } from './toaster-store';

/** Where toasts appear; loaded after the first paint, since no page starts with a toast. */
export const Toaster = withDesignSystem(function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Box>
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Box>
            <Toast.CloseTrigger aria-label="Meldung schließen" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
});
