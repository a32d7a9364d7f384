import type { Db } from '@fobu/server-sql';
import type { ClientKind } from '../oauth/identity-provider';
import { SIGN_IN_SECONDS } from './session-cookie';
import type { TokenCipher } from './token-cipher';

/** A sign-in between its start and the identity provider's redirect back. */
export interface PendingSignIn {
  readonly state: string;
  /** The SHA-256 of the `fobu-anmeldung` cookie's value: only the browser that started it may finish it. */
  readonly bindingHash: string;
  readonly codeVerifier: string;
  readonly mandant: string;
  readonly client: ClientKind;
}

/** The pending sign-ins in `bff_anmeldungen`, 10 minutes each, the PKCE verifier sealed. */
export function signInStore(db: Db, cipher: TokenCipher) {
  return {
    async add(signIn: PendingSignIn, now: number): Promise<void> {
      await db.query(
        'INSERT INTO bff_anmeldungen (state, bindung_hash, verifier, mandant, client, erstellt) VALUES ($1, $2, $3, $4, $5, $6)',
        [signIn.state, signIn.bindingHash, cipher.seal(signIn.codeVerifier), signIn.mandant, signIn.client, new Date(now)],
      );
    },

    /** Takes the sign-in of `state` (once: the row is deleted) when this browser started it and it is fresh. */
    async take(state: string, bindingHash: string | undefined, now: number): Promise<PendingSignIn | undefined> {
      const [row] = await db.query<{ bindung_hash: string; verifier: string; mandant: string; client: ClientKind; erstellt: Date }>(
        'DELETE FROM bff_anmeldungen WHERE state = $1 RETURNING bindung_hash, verifier, mandant, client, erstellt',
        [state],
      );
      if (!row || row.bindung_hash !== bindingHash || now - row.erstellt.getTime() > SIGN_IN_SECONDS * 1000) return undefined;
      return { state, bindingHash, codeVerifier: cipher.open(row.verifier), mandant: row.mandant, client: row.client };
    },

    async removeStale(now: number): Promise<void> {
      await db.query('DELETE FROM bff_anmeldungen WHERE erstellt < $1', [new Date(now - SIGN_IN_SECONDS * 1000)]);
    },
  };
}

export type SignInStore = ReturnType<typeof signInStore>;
