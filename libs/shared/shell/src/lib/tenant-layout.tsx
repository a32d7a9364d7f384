import { DEFAULT_TENANT, TENANT_PROFILES } from '@fobu/domain';
import { Link, Outlet, useBranch } from '@fobu/routing';
import { DarkModeToggle, PageFrame, SiteFooter, SiteHeader } from '@fobu/ui';
import { BranchNavigation } from './branch-navigation';
import { FooterLinks } from './footer-links';

/** The layout of everything under `/{mandant}`: header with the branch's navigation, content, footer. */
export function TenantLayout() {
  const { tenant = DEFAULT_TENANT, role } = useBranch();
  const profile = TENANT_PROFILES[tenant];
  return (
    <PageFrame
      header={
        <SiteHeader
          tenantShortName={profile.shortName}
          tenantName={profile.name}
          renderHomeLink={(content) => (
            <Link to="/$mandant" params={{ mandant: tenant }}>
              {content}
            </Link>
          )}
          navigation={<BranchNavigation tenant={tenant} role={role} />}
          actions={<DarkModeToggle />}
        />
      }
      footer={<SiteFooter tenantName={profile.name} links={<FooterLinks tenant={tenant} role={role} />} />}
    >
      <Outlet />
    </PageFrame>
  );
}
