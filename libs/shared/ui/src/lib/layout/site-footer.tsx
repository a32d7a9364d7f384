import type { ReactNode } from 'react';
import { siteFooterClass } from './site-footer.styles';

/** The footer with the service, accessibility and legal links every page carries (`links`: the list's items, each a link). */
export function SiteFooter({ tenantName, links }: { tenantName: string; links: ReactNode }) {
  return (
    <footer className={siteFooterClass}>
      <div>
        <p>{tenantName}</p>
        <nav aria-label="Service und Rechtliches">
          <ul>{links}</ul>
        </nav>
      </div>
    </footer>
  );
}
