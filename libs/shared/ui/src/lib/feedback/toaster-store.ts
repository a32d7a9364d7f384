import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@fobu/domain';

/** The portal's toasts: 5000 ms by default (spec section 9), announced by screen readers. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
