import { TENANT_PROFILES, type Tenant } from '@fobu/domain';
import type { Transporter } from 'nodemailer';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { countFailedAttempt, drainOutbox } from './mail-sweep';

interface OpenAddressEmail {
  id: number;
  mandant: Tenant;
  email: string;
  betreff: string;
  text: string;
}

/**
 * Sends the open e-mails to addresses without an account (`einladungs_emails`: a workgroup's
 * invitation of a person who has none yet), each locked until marked as the notifications' are
 * (mail-sweep.ts). Plain text with the tenant's portal and closing. Answers how many it sent.
 */
export async function sendOpenAddressEmails(
  db: Db,
  transport: Pick<Transporter, 'sendMail'>,
  config: Pick<BackendConfig, 'mail'>,
  log: Pick<Console, 'warn'> = console,
): Promise<number> {
  if ((await db.query(`SELECT 1 FROM einladungs_emails WHERE email_status = 'offen' LIMIT 1`)).length === 0) return 0;
  return drainOutbox(db, async (sql, last) => {
    const [row] = await sql.query<OpenAddressEmail>(
      `SELECT id, mandant, email, betreff, text FROM einladungs_emails WHERE email_status = 'offen' AND id > $1
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [last],
    );
    if (!row) return undefined;
    const portalName = `Fortbildungsportal des ${TENANT_PROFILES[row.mandant].shortName}`;
    const text = [row.text, '', `${config.mail.portalUrl}/${row.mandant}`, '', 'Mit freundlichen Grüßen', `Ihr ${portalName}`, ''].join(
      '\n',
    );
    try {
      await transport.sendMail({ from: config.mail.from[row.mandant], to: row.email, subject: row.betreff, text });
    } catch (error) {
      const { email_versuche } = await countFailedAttempt(sql, 'einladungs_emails', row.id);
      // The row's id, not the address: the log is no place for personal data.
      log.warn(`Einladungs-E-Mail ${row.id} nicht gesendet (Versuch ${email_versuche}): ${(error as Error).message}`);
      return { id: row.id, sent: false };
    }
    await sql.query(`UPDATE einladungs_emails SET email_status = 'gesendet', email_gesendet_am = clock_timestamp() WHERE id = $1`, [
      row.id,
    ]);
    return { id: row.id, sent: true };
  });
}
