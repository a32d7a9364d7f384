import { useAuthState } from '@fobu/auth-react';
import { DEFAULT_TENANT, TENANT_PROFILES } from '@fobu/domain';
import { Link, Outlet, useBranch, usePortalContext } from '@fobu/routing';
import { DarkModeToggle, PageFrame, SiteFooter, SiteHeader } from '@fobu/ui';
import { Suspense } from 'react';
import { AuthControls } from './auth-controls';
import { BranchNavigation } from './branch-navigation';
import { FooterLinks } from './footer-links';
import { useSessionEndRedirect } from './use-session-end-redirect';
import { lazyPart } from '@fobu/pwa';

const SignedInSession = lazyPart(() => import('./signed-in-session'));
const AuthNoticeBanner = lazyPart(() => import('./auth-notice-banner'));

/** The layout of everything under `/{mandant}`: header with the branch's navigation, content, footer. */
export function TenantLayout() {
  const { tenant = DEFAULT_TENANT, role } = useBranch();
  const profile = TENANT_PROFILES[tenant];
  const state = useAuthState(usePortalContext().auth);
  const user = state.status === 'signed-in' ? state.user : undefined;
  useSessionEndRedirect();
  return (
    <>
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
            navigation={<BranchNavigation tenant={tenant} role={role} canChangeRole={(user?.roles.length ?? 0) > 1} />}
            actions={
              <>
                <DarkModeToggle />
                <AuthControls tenant={tenant} />
              </>
            }
          />
        }
        footer={<SiteFooter tenantName={profile.name} links={<FooterLinks tenant={tenant} role={role} />} />}
      >
        {state.status === 'anonymous' && state.notice && (
          <Suspense fallback={null}>
            <AuthNoticeBanner notice={state.notice} />
          </Suspense>
        )}
        <Outlet />
      </PageFrame>
      {user && (
        <Suspense fallback={null}>
          <SignedInSession user={user} />
        </Suspense>
      )}
    </>
  );
}
