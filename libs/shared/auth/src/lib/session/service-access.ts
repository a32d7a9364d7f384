import type { BffRuntimeConfig, SpecRuntimeConfig } from '@fobu/config';

/** The user's tokens as the spec mode's service clients need them: the current access token, and a renewal. */
export interface UserTokenSource {
  accessToken(): Promise<string | undefined>;
  /** Renews the tokens once for all callers and tabs; rejects when the session has ended. */
  renewAccessToken(staleAccessToken: string): Promise<string>;
}

/**
 * How the service clients reach the services in the session's mode. In the spec's, each with its
 * own address and tokens, the user's from the session; in BFF mode, through the BFF's proxy with
 * the session cookie and no token, telling the session when the BFF has ended it.
 */
export type ServiceAccess =
  | { readonly mode: 'spec'; readonly config: SpecRuntimeConfig; readonly userTokens: UserTokenSource }
  | {
      readonly mode: 'bff';
      readonly config: BffRuntimeConfig;
      /** The BFF answered 401 `sitzung-abgelaufen`: the tab is signed out with the time-out notice. */
      sessionExpired(): void;
    };
