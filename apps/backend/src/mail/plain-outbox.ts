import { isTenant, type Tenant } from '@fobu/domain';
import type { Transporter } from 'nodemailer';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { countFailedAttempt, drainOutbox } from './mail-sweep';

/** An open plain-text e-mail of an outbox table, as its `nextOpen` query selects it. */
export interface PlainEmail {
  id: number;
  mandant: string;
  email: string;
  betreff: string;
  text: string;
}

export interface PlainOutbox {
  table: 'einladungs_emails' | 'tageszusammenfassungen';
  /** The next open row after `$1` (an id), locked (`FOR UPDATE … SKIP LOCKED`), as a `PlainEmail`. */
  nextOpen: string;
  /** What the log calls one of its e-mails („Einladungs-E-Mail“). */
  what: string;
  /** The e-mail's text from the row's (an invitation adds the portal's address and closing). */
  body?: (row: PlainEmail & { mandant: Tenant }) => string;
}

/**
 * Sends an outbox's open plain-text e-mails (`email_status = 'offen'`), each locked until marked as
 * the notifications' are (mail-sweep.ts), from the tenant's sender. Answers how many it sent.
 */
export async function sendOpenPlainEmails(
  db: Db,
  transport: Pick<Transporter, 'sendMail'>,
  config: Pick<BackendConfig, 'mail'>,
  outbox: PlainOutbox,
  log: Pick<Console, 'warn'> = console,
): Promise<number> {
  if ((await db.query(`SELECT 1 FROM ${outbox.table} WHERE email_status = 'offen' LIMIT 1`)).length === 0) return 0;
  return drainOutbox(db, async (sql, last) => {
    const [row] = await sql.query<PlainEmail>(outbox.nextOpen, [last]);
    if (!row) return undefined;
    const { mandant } = row;
    if (!isTenant(mandant)) return { id: row.id, sent: false };
    const text = outbox.body ? outbox.body({ ...row, mandant }) : row.text;
    try {
      await transport.sendMail({ from: config.mail.from[mandant], to: row.email, subject: row.betreff, text });
    } catch (error) {
      const { email_versuche } = await countFailedAttempt(sql, outbox.table, row.id);
      // The row's id, not the address: the log is no place for personal data.
      log.warn(`${outbox.what} ${row.id} nicht gesendet (Versuch ${email_versuche}): ${(error as Error).message}`);
      return { id: row.id, sent: false };
    }
    await sql.query(`UPDATE ${outbox.table} SET email_status = 'gesendet', email_gesendet_am = clock_timestamp() WHERE id = $1`, [row.id]);
    return { id: row.id, sent: true };
  });
}
