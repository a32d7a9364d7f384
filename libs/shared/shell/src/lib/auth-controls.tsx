import { useAuthState } from '@fobu/auth-react';
import type { Tenant } from '@fobu/domain';
import { usePortalContext } from '@fobu/routing';
import { Suspense } from 'react';
import { SignInButton } from './sign-in-button';
import { lazyPart } from '@fobu/pwa';

const UserMenu = lazyPart(() => import('./user-menu'));

/** The header's account controls: sign in, or the signed-in user with sign-out. */
export function AuthControls({ tenant }: { tenant: Tenant }) {
  const state = useAuthState(usePortalContext().auth);
  if (state.status === 'signed-in') {
    return (
      <Suspense fallback={null}>
        <UserMenu user={state.user} />
      </Suspense>
    );
  }
  return <SignInButton tenant={tenant} onHeader />;
}
