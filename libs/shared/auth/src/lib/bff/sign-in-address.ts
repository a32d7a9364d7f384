import type { Tenant } from '@fobu/domain';
import type { ClientKind } from '../login/client-profile';

/** `GET /bff/anmelden`: the BFF starts the code flow with PKCE and state, which stay on the server (docs/bff.md). */
export function bffSignInAddress(origin: string, mandant: Tenant, client: ClientKind): string {
  return `${origin}/bff/anmelden?${new URLSearchParams({ mandant, client })}`;
}
