import { TENANT_PROFILES } from '@fobu/domain';
import type { Transporter } from 'nodemailer';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { sendOpenPlainEmails } from './plain-outbox';

/**
 * Sends the open e-mails to addresses without an account (`einladungs_emails`: a workgroup's
 * invitation of a person who has none yet). Plain text with the tenant's portal and closing.
 * Answers how many it sent.
 */
export function sendOpenAddressEmails(
  db: Db,
  transport: Pick<Transporter, 'sendMail'>,
  config: Pick<BackendConfig, 'mail'>,
  log: Pick<Console, 'warn'> = console,
): Promise<number> {
  return sendOpenPlainEmails(
    db,
    transport,
    config,
    {
      table: 'einladungs_emails',
      nextOpen: `SELECT id, mandant, email, betreff, text FROM einladungs_emails WHERE email_status = 'offen' AND id > $1
                  ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      what: 'Einladungs-E-Mail',
      body: (row) => {
        const portalName = `Fortbildungsportal des ${TENANT_PROFILES[row.mandant].shortName}`;
        return [row.text, '', `${config.mail.portalUrl}/${row.mandant}`, '', 'Mit freundlichen Grüßen', `Ihr ${portalName}`, ''].join('\n');
      },
    },
    log,
  );
}
