import { createTransport } from 'nodemailer';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { scheduleSweep } from '../http/sweep';
import { startMailCatcher } from './mail-catcher';
import { invitationOutbox } from './invitation-outbox';
import { sendOpenEmails } from './mail-sweep';
import { SUMMARY_OUTBOX } from '../forms/overview/daily-summary/summary-outbox';
import { sendOpenPlainEmails } from './plain-outbox';

export interface EmailDelivery {
  /** The development mailbox's page and API (demo mode without SMTP_URL only). */
  receiverUrl?: string;
  /** Ends the sweep (after the e-mail in hand), the SMTP connection and the receiver. */
  stop(): Promise<void>;
}

/**
 * Sends the notifications as e-mail: to SMTP_URL, or in demo mode to a receiver of its own
 * (mail-catcher.ts); outside demo mode without SMTP_URL none, which it says once.
 */
export async function startEmailDelivery(
  db: Db,
  config: BackendConfig,
  log: Pick<Console, 'warn' | 'error'> = console,
): Promise<EmailDelivery> {
  const receiver = !config.mail.smtpUrl && config.demoMode ? await startMailCatcher(config.host, config.mail.receiverPorts) : undefined;
  const url = config.mail.smtpUrl ?? receiver?.smtpUrl;
  if (!url) {
    log.warn('E-Mails werden nicht versendet: SMTP_URL ist nicht gesetzt. Die Benachrichtigungen erscheinen nur im Portal.');
    return { stop: async () => undefined };
  }
  // One kept connection; bounded waits, since an e-mail is sent while its outbox row is locked.
  const transport = createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // A sweep that outlasts the interval is not joined by a second one of this process.
  let running: Promise<unknown> | undefined;
  // The notifications first, then the e-mails to addresses without an account (a workgroup's invitation),
  // then the staff's daily summaries.
  const plainOutboxes = [invitationOutbox(config.mail.portalUrl), SUMMARY_OUTBOX];
  const sendAll = async () => {
    let sent = await sendOpenEmails(db, transport, config, log);
    for (const outbox of plainOutboxes) sent += await sendOpenPlainEmails(db, transport, config, outbox, log);
    return sent;
  };
  const sweep = () => (running ??= sendAll().finally(() => (running = undefined)));
  const stopSweep = scheduleSweep(sweep, config.mail.sweepMs, 'E-Mails konnten nicht versendet werden:', log);
  return {
    receiverUrl: receiver?.url,
    async stop() {
      stopSweep();
      await running?.catch(() => undefined);
      transport.close();
      await receiver?.close();
    },
  };
}
