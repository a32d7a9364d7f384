import { endpointPath } from '@fobu/api-contract';
import { SERVICE_SCOPES, type TokenService } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import * as oauth from 'openid-client';
import type { SpecRuntimeConfig } from '@fobu/config';
import type { Clock } from '../http/clock';
import { serviceUrl } from '../http/service-url';
import type { TokenCipher } from '../session/token-cipher';
import { configuration } from './identity-provider';

const EXPIRY_MARGIN_MS = 30_000;
/** One advisory lock per service, so that of the processes and requests that find its token stale, one fetches a new one. */
const LOCK_KEYS: Record<TokenService, number> = { forms: 4721, institutions: 4722, notification: 4723 };

/**
 * The three service tokens (client credentials, scope = the service's name, spec section 7), shared
 * by every session and process in `bff_diensttoken`, sealed at rest.
 */
export function serviceTokens(db: Db, portal: SpecRuntimeConfig, cipher: TokenCipher, clock: Clock, fetchImpl: typeof fetch) {
  const configurations = Object.fromEntries(
    (Object.keys(LOCK_KEYS) as TokenService[]).map((service) => {
      const { url, clientId, clientSecret } = portal.services[service];
      const tokenEndpoint = serviceUrl(url, endpointPath(service, 'POST /oauth/token')).href;
      return [service, configuration({ issuer: url, token_endpoint: tokenEndpoint }, { clientId, clientSecret }, fetchImpl)];
    }),
  ) as Record<TokenService, oauth.Configuration>;

  return {
    /** The service's token; `refused` is one the service has just refused, which is then renewed unless another request did. */
    async token(service: TokenService, refused?: string): Promise<string> {
      const now = clock();
      const usable = (row: { token: string; ablauf: Date } | undefined) => {
        if (!row) return undefined;
        const token = cipher.open(row.token);
        return token !== refused && row.ablauf.getTime() - EXPIRY_MARGIN_MS > now ? token : undefined;
      };
      const read = 'SELECT token, ablauf FROM bff_diensttoken WHERE dienst = $1';
      const [stored] = await db.query<{ token: string; ablauf: Date }>(read, [service]);
      const known = usable(stored);
      if (known) return known;
      return db.tx(async (sql) => {
        await sql.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS[service]]);
        const [again] = await sql.query<{ token: string; ablauf: Date }>(read, [service]);
        const renewed = usable(again);
        if (renewed) return renewed;
        const answer = await oauth.clientCredentialsGrant(configurations[service], { scope: SERVICE_SCOPES[service] });
        await sql.query(
          `INSERT INTO bff_diensttoken (dienst, token, ablauf) VALUES ($1, $2, $3)
           ON CONFLICT (dienst) DO UPDATE SET token = excluded.token, ablauf = excluded.ablauf`,
          [service, cipher.seal(answer.access_token), new Date(now + (answer.expires_in ?? 3600) * 1000)],
        );
        return answer.access_token;
      });
    },
  };
}

export type ServiceTokens = ReturnType<typeof serviceTokens>;
