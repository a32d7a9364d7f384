import { ContentLinkProvider, type ContentTarget } from '@fobu/content';
import { DEFAULT_TENANT, LEGAL_SCREENS, PUBLIC_PAGE_TITLES, type PublicPage, type Tenant } from '@fobu/domain';
import { Link, useBranch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import type { ReactNode } from 'react';
import { PAGE_LINK_ATTRIBUTE } from './prerendered-text';

// Marked, so that the links of a text page shown from its pre-rendered markup are followed in the app (`StaticText`).
const pageLink = { [PAGE_LINK_ATTRIBUTE]: '' };

const isLegalScreen = (target: ContentTarget): target is (typeof LEGAL_SCREENS)[number] =>
  (LEGAL_SCREENS as readonly string[]).includes(target);

/**
 * A content page: its title from the domain table, and the texts' links drawn with the router.
 * Inside a role branch, links to support, privacy and imprint stay in the branch (spec section 2).
 */
export function ContentPage({
  page,
  lead,
  className,
  children,
}: {
  page: PublicPage;
  lead?: ReactNode;
  /** A static style of the page's own (`staticStyle`), for the parts it renders. */
  className?: string;
  children: (tenant: Tenant) => ReactNode;
}) {
  const { tenant = DEFAULT_TENANT, role } = useBranch();
  const render = (target: ContentTarget, text: ReactNode) => {
    if (target === 'start')
      return (
        <Link {...pageLink} to="/$mandant" params={{ mandant: tenant }}>
          {text}
        </Link>
      );
    if (role && isLegalScreen(target))
      return (
        <Link {...pageLink} to={`/$mandant/$role/${target}`} params={{ mandant: tenant, role }}>
          {text}
        </Link>
      );
    return (
      <Link {...pageLink} to={`/$mandant/${target}`} params={{ mandant: tenant }}>
        {text}
      </Link>
    );
  };
  return (
    <ContentLinkProvider render={render}>
      <ScreenPage title={PUBLIC_PAGE_TITLES[page]} lead={lead} className={className}>
        {children(tenant)}
      </ScreenPage>
    </ContentLinkProvider>
  );
}
