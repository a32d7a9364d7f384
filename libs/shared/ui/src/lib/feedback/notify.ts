import type { CreateToasterReturn } from '@chakra-ui/react';

export interface Notification {
  readonly title: string;
  readonly description?: string;
  readonly type?: 'success' | 'error' | 'info' | 'warning';
}

type Listener = () => void;
const listeners = new Set<Listener>();
let store: Promise<CreateToasterReturn> | undefined;

/**
 * Shows a toast (5000 ms, announced to screen readers). The toast machinery is loaded with the
 * first notification, so that pages which never notify do not pay for it on their first visit.
 */
export function notify(notification: Notification): void {
  store ??= import('./toaster-store').then((module) => module.toaster);
  listeners.forEach((listener) => listener());
  void store.then((toaster) => toaster.create(notification));
}

/** Whether a notification was ever requested; the toaster region is mounted from then on. */
export function hasNotified(): boolean {
  return store !== undefined;
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
