import { DEFAULT_TENANT, isTenant } from '@fobu/domain';
import type { Transporter } from 'nodemailer';
import type { BackendConfig } from '../config';
import type { Db, Sql } from '@fobu/server-sql';
import { notificationEmail, type NotificationForEmail } from './notification-email';
import { unsubscribeLink } from './unsubscribe-link';

/** After this many failed attempts an e-mail is given up ('fehlgeschlagen'); the notification stays in the portal. */
export const MAX_EMAIL_ATTEMPTS = 5;
/** E-mails per sweep: a long outbox drains over a few sweeps instead of holding one for minutes. */
const BATCH = 50;

type OpenRow = Omit<NotificationForEmail, 'mandant'> & { id: number; email_abo: boolean; mandant: string | null };

/**
 * Sends the open e-mails of the notification outbox (`benachrichtigungen.email_status = 'offen'`),
 * each in a transaction of its own that locks its row (`FOR UPDATE … SKIP LOCKED`) until it is
 * marked: several sweeps at once, also of several processes on one PostgreSQL, send each row once.
 * A row is tried at most once per sweep (`id > last`), so a failure waits for the next sweep.
 * Answers how many e-mails it sent.
 */
export async function sendOpenEmails(
  db: Db,
  transport: Pick<Transporter, 'sendMail'>,
  config: Pick<BackendConfig, 'mail' | 'signingKey'>,
  log: Pick<Console, 'warn'> = console,
): Promise<number> {
  // Mostly there is nothing to send: one indexed look, without a transaction that holds PGlite.
  if ((await db.query(`SELECT 1 FROM benachrichtigungen WHERE email_status = 'offen' LIMIT 1`)).length === 0) return 0;
  return drainOutbox(db, async (sql, last) => {
    // The tenant of a booking's notification is its offer's; of any other, the person's first.
    const [row] = await sql.query<OpenRow>(
      `SELECT b.id, b.uid, b.titel, b.text, u.email, u.email_abo, u.salutation, u.vorname, u.name,
              coalesce(g.mandant, u.mandanten[1]) AS mandant
         FROM benachrichtigungen b JOIN users u ON u.uid = b.uid
         LEFT JOIN anmeldungen a ON a.id = b.anmeldung_id LEFT JOIN angebote g ON g.vnr = a.vnr
        WHERE b.email_status = 'offen' AND b.id > $1
        ORDER BY b.id LIMIT 1
          FOR UPDATE OF b SKIP LOCKED`,
      [last],
    );
    if (!row) return undefined;
    // No subscription, or no address to send to: the notification stays in the portal only.
    if (!row.email_abo || !row.email.trim()) {
      await sql.query(`UPDATE benachrichtigungen SET email_status = 'nicht_gewuenscht' WHERE id = $1`, [row.id]);
      return { id: row.id, sent: false };
    }
    const mandant = isTenant(row.mandant) ? row.mandant : DEFAULT_TENANT;
    const links = {
      portal: `${config.mail.portalUrl}/${mandant}`,
      unsubscribe: unsubscribeLink(config.signingKey, config.mail.portalUrl, row.uid, mandant),
    };
    try {
      await transport.sendMail(notificationEmail({ ...row, mandant }, config.mail.from[mandant], links));
    } catch (error) {
      const { email_status, email_versuche } = await countFailedAttempt(sql, 'benachrichtigungen', row.id);
      // The notification's id, not the address: the log is no place for personal data.
      const giveUp = email_status === 'fehlgeschlagen' ? ', aufgegeben' : '';
      log.warn(
        `E-Mail zur Benachrichtigung ${row.id} nicht gesendet (Versuch ${email_versuche} von ${MAX_EMAIL_ATTEMPTS}${giveUp}): ${(error as Error).message}`,
      );
      return { id: row.id, sent: false };
    }
    await sql.query(`UPDATE benachrichtigungen SET email_status = 'gesendet', email_gesendet_am = clock_timestamp() WHERE id = $1`, [
      row.id,
    ]);
    return { id: row.id, sent: true };
  });
}

/**
 * Sends an outbox's open e-mails one by one, each in a transaction of its own that locks its row
 * until it is marked (`sendNext` takes the next row after `last`, sends and marks it; undefined when
 * none is left). A row is tried at most once per sweep. Answers how many e-mails were sent.
 */
export async function drainOutbox(
  db: Db,
  sendNext: (sql: Sql, last: number) => Promise<{ id: number; sent: boolean } | undefined>,
): Promise<number> {
  let last = 0;
  let sent = 0;
  for (let i = 0; i < BATCH; i++) {
    const outcome = await db.tx((sql) => sendNext(sql, last));
    if (!outcome) break;
    last = outcome.id;
    if (outcome.sent) sent++;
  }
  return sent;
}

/** Counts a failed attempt of an outbox's row; after MAX_EMAIL_ATTEMPTS it is given up ('fehlgeschlagen'). */
export async function countFailedAttempt(
  sql: Sql,
  outbox: 'benachrichtigungen' | 'einladungs_emails' | 'tageszusammenfassungen',
  id: number,
) {
  const [row] = await sql.query<{ email_status: string; email_versuche: number }>(
    `UPDATE ${outbox} SET email_versuche = email_versuche + 1,
            email_status = CASE WHEN email_versuche + 1 >= $2 THEN 'fehlgeschlagen' ELSE 'offen' END
      WHERE id = $1 RETURNING email_status, email_versuche`,
    [id, MAX_EMAIL_ATTEMPTS],
  );
  return row;
}
