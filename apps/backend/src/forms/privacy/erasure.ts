import { BENACHRICHTIGUNGSARTEN } from '@fobu/api-contract';
import { ERASED_PERSON_NAME } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/*
 * Erasing a person on request (Art. 17 DSGVO; docs/people-and-settings.md, "Data protection
 * (DSGVO)"). The account's row stays as an anonymous anchor, so that the bookings keep their
 * person, school and states and controlling's figures do not change; everything that names or
 * reaches the person goes. Name and e-mail are kept once, in the account: the erasure is the
 * account's, whichever tenant's staff confirm it.
 */

/** The person before the erasure: their account's id, address and user name. */
interface Erased {
  uid: string;
  email: string;
  username: string;
}

/** The statements of the erasure with their parameters, in order. */
const erasureStatements = ({ uid, email, username }: Erased): [string, unknown[]][] => [
  // What reached the person under their address: contact requests and invitations without an account.
  [`DELETE FROM kontaktanfragen WHERE lower(email) = lower($1)`, [email]],
  [`DELETE FROM einladungs_emails WHERE lower(email) = lower($1)`, [email]],
  ['DELETE FROM login_attempts WHERE username = $1', [username]],
  // Signing in: no roles, no tokens, no codes (the account row below has no password and no tenant).
  ['DELETE FROM user_roles WHERE uid = $1', [uid]],
  ['DELETE FROM oauth_tokens WHERE uid = $1', [uid]],
  ['DELETE FROM oauth_codes WHERE uid = $1', [uid]],
  // What the portal kept for and about them: notifications with their e-mails, the calendar feed, the start views, check-ins at the door (with the name).
  ['DELETE FROM benachrichtigungen WHERE uid = $1', [uid]],
  ['DELETE FROM kalender_abos WHERE uid = $1', [uid]],
  ['DELETE FROM startansichten WHERE uid = $1', [uid]],
  ['DELETE FROM einlass_vorgaenge WHERE uid = $1', [uid]],
  // Needs for taking part (health data, Art. 9): the person's own and every booking's copy.
  ['DELETE FROM teilnahme_bedarfe WHERE uid = $1', [uid]],
  ['DELETE FROM anmeldung_bedarfe WHERE anmeldung_id IN (SELECT id FROM anmeldungen WHERE uid = $1)', [uid]],
  // Requests to recognise outside training: each names the person and holds their proof; nothing counts them but the person's account.
  ['DELETE FROM anerkennungen WHERE uid = $1', [uid]],
  // Bookings stay as anonymous rows; their remarks go, and every reason in their history or given by the person.
  ['UPDATE anmeldungen SET bemerkung = NULL WHERE uid = $1 AND bemerkung IS NOT NULL', [uid]],
  [
    `UPDATE anmeldung_historie SET grund = NULL
      WHERE grund IS NOT NULL AND (akteur_uid = $1 OR anmeldung_id IN (SELECT id FROM anmeldungen WHERE uid = $1))`,
    [uid],
  ],
  // A membership keeps the person (meetings' figures count it), without the copies of name and address an invitation kept.
  ['UPDATE arbeitsgruppe_mitglieder SET email = NULL, vorname = NULL, name = NULL WHERE uid = $1', [uid]],
  [
    `UPDATE arbeitsgruppe_historie SET details = (details - 'email') || jsonb_build_object('name', $2::text)
      WHERE details ->> 'uid' = $1 AND details ? 'name'`,
    [uid, ERASED_PERSON_NAME],
  ],
  // The account: no name, address, password or tenant; every notification switched off, so that none is written again.
  [
    `UPDATE users SET username = 'geloescht-' || uid, password_hash = '!', email = '', salutation = '', vorname = '', name = $2,
                      mandanten = '{}', active_role = NULL, demo_hint = NULL, email_abo = false, benachrichtigungen_aus = $3,
                      erinnerung_vorlauf = DEFAULT
      WHERE uid = $1`,
    [uid, ERASED_PERSON_NAME, [...BENACHRICHTIGUNGSARTEN]],
  ],
];

/** Erases the person `uid` in the transaction `sql`; false when there is no such account. */
export async function erasePerson(sql: Sql, uid: string): Promise<boolean> {
  const [account] = await sql.query<{ email: string; username: string }>('SELECT email, username FROM users WHERE uid = $1 FOR UPDATE', [
    uid,
  ]);
  if (!account) return false;
  for (const [statement, params] of erasureStatements({ uid, ...account })) await sql.query(statement, params);
  return true;
}
