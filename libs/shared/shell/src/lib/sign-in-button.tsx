import { Button } from '@chakra-ui/react';
import type { Tenant } from '@fobu/domain';
import { useNavigate, usePortalContext, useSearch, type EntrySearch } from '@fobu/routing';
import { useState } from 'react';

/**
 * Starts the sign-in, taking the page's entry parameters (vnr, kreis) and return path along.
 * In popup mode the page stays and moves on once the popup reports back.
 */
export function SignInButton({ tenant, label = 'Anmelden', onHeader = false }: { tenant: Tenant; label?: string; onHeader?: boolean }) {
  const { auth } = usePortalContext();
  const search = useSearch({ strict: false }) as EntrySearch;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      const href = await auth.login({ mandant: tenant, returnTo: search.ruecksprung, vnr: search.vnr, kreis: search.kreis });
      if (href) await navigate({ href, replace: true });
    } finally {
      setBusy(false);
    }
  };
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
