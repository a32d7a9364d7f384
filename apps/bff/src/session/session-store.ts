import type { Db, Sql } from '@fobu/server-sql';
import type { ClientKind, UserTokens } from '../oauth/identity-provider';
import type { TokenCipher } from './token-cipher';

/** A signed-in person's session, tokens opened. */
export interface Session {
  readonly idHash: string;
  readonly client: ClientKind;
  readonly mandant: string;
  /** The user service's `/api/v1/user` answer, as the identity provider gives it. */
  readonly user: { readonly uid: string; readonly active_role?: { readonly role: string } } & Record<string, unknown>;
  readonly activeRole: string | undefined;
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  readonly accessExpiresAt: number;
  readonly createdAt: number;
  readonly lastActivity: number;
}

interface SessionRow {
  id_hash: string;
  client: ClientKind;
  mandant: string;
  benutzer: Session['user'];
  aktive_rolle: string | null;
  access_token: string;
  refresh_token: string | null;
  access_ablauf: Date;
  erstellt: Date;
  letzte_aktivitaet: Date;
}

const COLUMNS = 'id_hash, client, mandant, benutzer, aktive_rolle, access_token, refresh_token, access_ablauf, erstellt, letzte_aktivitaet';

/** The sessions in `bff_sitzungen`; tokens sealed at rest. Times are the caller's clock, in milliseconds. */
export function sessionStore(db: Db, cipher: TokenCipher) {
  const toSession = (row: SessionRow): Session => ({
    idHash: row.id_hash,
    client: row.client,
    mandant: row.mandant,
    user: row.benutzer,
    activeRole: row.aktive_rolle ?? undefined,
    accessToken: cipher.open(row.access_token),
    refreshToken: row.refresh_token ? cipher.open(row.refresh_token) : undefined,
    accessExpiresAt: row.access_ablauf.getTime(),
    createdAt: row.erstellt.getTime(),
    lastActivity: row.letzte_aktivitaet.getTime(),
  });
  const tokenValues = (tokens: UserTokens, now: number) => [
    cipher.seal(tokens.accessToken),
    tokens.refreshToken ? cipher.seal(tokens.refreshToken) : null,
    new Date(now + tokens.expiresIn * 1000),
  ];

  return {
    async create(
      session: Omit<Session, 'accessToken' | 'refreshToken' | 'accessExpiresAt' | 'createdAt' | 'lastActivity'>,
      tokens: UserTokens,
      now: number,
    ) {
      await db.query(
        `INSERT INTO bff_sitzungen (id_hash, client, mandant, benutzer, aktive_rolle, access_token, refresh_token, access_ablauf, erstellt, letzte_aktivitaet)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          session.idHash,
          session.client,
          session.mandant,
          session.user,
          session.activeRole ?? null,
          ...tokenValues(tokens, now),
          new Date(now),
        ],
      );
    },

    async find(idHash: string): Promise<Session | undefined> {
      const [row] = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM bff_sitzungen WHERE id_hash = $1`, [idHash]);
      return row && toSession(row);
    },

    async touch(idHash: string, now: number): Promise<void> {
      await db.query('UPDATE bff_sitzungen SET letzte_aktivitaet = greatest(letzte_aktivitaet, $2) WHERE id_hash = $1', [
        idHash,
        new Date(now),
      ]);
    },

    async setUser(idHash: string, user: Session['user']): Promise<void> {
      await db.query('UPDATE bff_sitzungen SET benutzer = $2, aktive_rolle = $3 WHERE id_hash = $1', [
        idHash,
        user,
        user.active_role?.role ?? null,
      ]);
    },

    async remove(idHash: string): Promise<void> {
      await db.query('DELETE FROM bff_sitzungen WHERE id_hash = $1', [idHash]);
    },

    /**
     * Sessions nobody can use any more: the browser's idle for `idleSeconds` (the longest time-out),
     * the installed app's older than `appSeconds` (its lifetime from the sign-in).
     */
    async removeEnded(idleSeconds: number, appSeconds: number, now: number): Promise<void> {
      await db.query(
        `DELETE FROM bff_sitzungen WHERE (client = 'web' AND letzte_aktivitaet < $1) OR (client = 'mobile' AND erstellt < $2)`,
        [new Date(now - idleSeconds * 1000), new Date(now - appSeconds * 1000)],
      );
    },

    /**
     * Runs `fn` with the session's row locked (SELECT … FOR UPDATE) and read again inside the lock,
     * so that of two requests, in this process or another, the second sees what the first wrote:
     * a refresh token is spent once. `fn` answers new tokens to store, or undefined to keep the row.
     */
    async underLock<T>(
      idHash: string,
      now: number,
      fn: (session: Session | undefined, sql: Sql) => Promise<{ tokens?: UserTokens; result: T }>,
    ): Promise<T> {
      return db.tx(async (sql) => {
        const [row] = await sql.query<SessionRow>(`SELECT ${COLUMNS} FROM bff_sitzungen WHERE id_hash = $1 FOR UPDATE`, [idHash]);
        const { tokens, result } = await fn(row && toSession(row), sql);
        if (tokens) {
          await sql.query(
            'UPDATE bff_sitzungen SET access_token = $2, refresh_token = coalesce($3, refresh_token), access_ablauf = $4 WHERE id_hash = $1',
            [idHash, ...tokenValues(tokens, now)],
          );
        }
        return result;
      });
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
