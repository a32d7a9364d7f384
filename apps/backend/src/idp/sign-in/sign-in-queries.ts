import type { Tenant } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { FOBU_ROLES_SQL } from '../../auth/principal';

/** A demo account as the sign-in page lists it. */
export interface DemoUserListing {
  username: string;
  vorname: string;
  name: string;
  roles: string[];
  hint: string;
}

/** The demo accounts of a tenant (users with a demo hint), in the order of their ids. */
export async function demoUsersOf(db: Db, mandant: Tenant): Promise<DemoUserListing[]> {
  const rows = await db.query<{ username: string; vorname: string; name: string; demo_hint: string; roles: string[] }>(
    `SELECT u.username, u.vorname, u.name, u.demo_hint, ${FOBU_ROLES_SQL} AS roles
       FROM users u WHERE u.demo_hint IS NOT NULL AND $1 = ANY(u.mandanten) ORDER BY u.uid`,
    [mandant],
  );
  return rows.map((r) => ({ username: r.username, vorname: r.vorname, name: r.name, roles: r.roles, hint: r.demo_hint }));
}

/** The redirect URIs registered for a client, or undefined for an unknown client. */
export async function redirectUrisOf(db: Db, clientId: string): Promise<string[] | undefined> {
  const [client] = await db.query<{ redirect_uris: string[] }>('SELECT redirect_uris FROM oauth_clients WHERE client_id = $1', [clientId]);
  return client?.redirect_uris;
}

export interface SignInAccount {
  uid: string;
  password_hash: string;
  mandanten: string[];
}

export async function accountByName(db: Db, username: string): Promise<SignInAccount | undefined> {
  const [user] = await db.query<SignInAccount>('SELECT uid, password_hash, mandanten FROM users WHERE username = $1', [username]);
  return user;
}
