import type { Transporter } from 'nodemailer';
import type { BackendConfig } from '../../../config';
import type { Db } from '../../../db/db';
import { sendOpenPlainEmails } from '../../../mail/plain-outbox';

/** Sends the open daily summaries (`tageszusammenfassungen`) to the person's current address. Answers how many it sent. */
export function sendOpenSummaries(
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
      table: 'tageszusammenfassungen',
      nextOpen: `SELECT s.id, s.mandant, u.email, s.betreff, s.text FROM tageszusammenfassungen s JOIN users u ON u.uid = s.uid
                  WHERE s.email_status = 'offen' AND s.id > $1 ORDER BY s.id LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
      what: 'Tageszusammenfassung',
    },
    log,
  );
}
