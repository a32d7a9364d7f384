import { Button } from '@chakra-ui/react';
import type { Tenant } from '@fobu/domain';
import { useSignIn } from '@fobu/routing';

/** The header's and the sign-in screens' "Anmelden" (see useSignIn for what it takes along). */
export function SignInButton({ tenant, label = 'Anmelden', onHeader = false }: { tenant: Tenant; label?: string; onHeader?: boolean }) {
  const { signIn, busy } = useSignIn(tenant);
  return (
    <Button
      colorPalette="brand"
      variant={onHeader ? 'outline' : 'solid'}
      size={onHeader ? 'sm' : 'lg'}
      minH="44px"
      loading={busy}
      loadingText="Anmeldung …"
      {...(onHeader ? { color: 'header.fg', borderColor: 'header.fg', _hover: { bg: 'header.hover' } } : {})}
      onClick={signIn}
    >
      {label}
    </Button>
  );
}
