import type { ReactNode } from 'react';

/** Text that screen readers read and the screen does not show, e.g. which card a button acts on. */
export function ScreenReaderText({ children }: { children: ReactNode }) {
  return <span data-sr-only="">{children}</span>;
}
