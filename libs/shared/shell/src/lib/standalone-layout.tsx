import type { ReactNode } from 'react';
import { DarkModeToggle, MAIN_CONTENT_ID } from '@fobu/ui';
import { standaloneLayoutClass } from './standalone-layout.styles';

/**
 * The own layout of `/unsubscribe/{userId}` (spec section 2): reached from an e-mail, without a
 * tenant, so it shows the portal's name but no tenant navigation.
 */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <div className={standaloneLayoutClass}>
      <header>
        <div>
          <p>Fortbildungsportal Schleswig-Holstein</p>
          <DarkModeToggle />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div>{children}</div>
      </main>
    </div>
  );
}
