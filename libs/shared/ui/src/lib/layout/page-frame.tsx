import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';
import { pageFrameClass } from './page-frame.styles';

/** The page: header, the main landmark the skip link jumps to, and the footer at the bottom. */
export function PageFrame({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <div className={pageFrameClass}>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div data-page-width="">{children}</div>
      </main>
      {footer}
    </div>
  );
}
