import type { Tenant } from '@fobu/domain';
import { useSignIn } from '@fobu/routing';
import { HeaderButton, PortalButton } from '@fobu/ui';

/** The header's and the sign-in screens' "Anmelden" (see useSignIn for what it takes along). */
export function SignInButton({ tenant, label = 'Anmelden', onHeader = false }: { tenant: Tenant; label?: string; onHeader?: boolean }) {
  const { signIn, busy } = useSignIn(tenant);
  if (onHeader) {
    return (
      <HeaderButton variant="outline" disabled={busy} aria-busy={busy || undefined} onClick={signIn}>
        {busy ? 'Anmeldung …' : label}
      </HeaderButton>
    );
  }
  return (
    <PortalButton size="lg" busy={busy} busyText="Anmeldung …" onClick={signIn}>
      {label}
    </PortalButton>
  );
}
