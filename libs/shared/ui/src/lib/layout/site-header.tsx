import type { ReactNode } from 'react';
import { TenantMark } from './tenant-mark';
import { siteHeaderClass } from './site-header.styles';

export interface SiteHeaderProps {
  /** e.g. "IQSH" */
  readonly tenantShortName: string;
  /** e.g. "Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein" */
  readonly tenantName: string;
  /** Wraps the logo and name in a link to the tenant's start page. */
  readonly renderHomeLink: (content: ReactNode) => ReactNode;
  /** The navigation of the current branch. */
  readonly navigation: ReactNode;
  /** Controls on the right: dark mode, sign-in. */
  readonly actions: ReactNode;
}

/** The portal's header: tenant name and mark, the branch's navigation and the global controls. */
export function SiteHeader({ tenantShortName, tenantName, renderHomeLink, navigation, actions }: SiteHeaderProps) {
  return (
    <header data-surface="brand" className={siteHeaderClass}>
      <div>
        <div data-header="bar">
          <div data-header="home">
            {renderHomeLink(
              <div data-header="brand">
                <TenantMark label={tenantShortName} />
                <div data-header="names">
                  <span data-header="short-name">
                    {tenantShortName} <span data-header="portal">Fortbildungsportal</span>
                  </span>
                  <span data-header="tenant-name">{tenantName}</span>
                </div>
              </div>,
            )}
          </div>
          <div data-header="actions">{actions}</div>
        </div>
        {navigation}
      </div>
    </header>
  );
}
