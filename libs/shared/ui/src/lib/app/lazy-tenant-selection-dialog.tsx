import { lazy, Suspense } from 'react';
import type { TenantSelectionDialogProps } from './tenant-selection-dialog';

const Dialog = lazy(() => import('./tenant-selection-dialog').then((module) => ({ default: module.TenantSelectionDialog })));

/** The Mandantenauswahl dialog, loaded only when an installed app's first launch shows it. */
export function TenantSelectionDialog<T extends string>(props: TenantSelectionDialogProps<T>) {
  return (
    <Suspense>
      <Dialog {...(props as unknown as TenantSelectionDialogProps<string>)} />
    </Suspense>
  );
}
