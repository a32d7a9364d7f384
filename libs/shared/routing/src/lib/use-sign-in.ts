import type { Tenant } from '@fobu/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { EntrySearch } from './entry-search';
import { usePortalContext } from './use-portal-context';

export interface SignIn {
  /** Starts the sign-in; in popup mode the page stays and moves on once the popup reports back. */
  readonly signIn: () => Promise<void>;
  readonly busy: boolean;
}

/**
 * Starts the sign-in from any page, taking the page's entry parameters (vnr, kreis) and return
 * path along, or the given return path (e.g. the offer a visitor wants to book).
 */
export function useSignIn(tenant: Tenant, returnTo?: string): SignIn {
  const { auth } = usePortalContext();
  const search = useSearch({ strict: false }) as EntrySearch;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      const href = await auth.login({ mandant: tenant, returnTo: returnTo ?? search.ruecksprung, vnr: search.vnr, kreis: search.kreis });
      if (href) await navigate({ href, replace: true });
    } finally {
      setBusy(false);
    }
  };
  return { signIn, busy };
}
