import { listen } from '@fobu/server-http';
import { Hono } from 'hono';
import { simpleParser, type HeaderLines } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { escapeHtml as e } from './html';

/** An e-mail as the receiver's HTTP API shows it (GET /api/emails). */
export interface CaughtEmail {
  id: number;
  /** The sender, e.g. „IQSH Fortbildungsportal <fortbildung@iqsh.example>“. */
  von: string;
  /** The envelope's recipients. */
  an: string[];
  betreff: string;
  text: string;
  html: string | null;
  /** The List-Unsubscribe header as sent, e.g. „<http://…/unsubscribe/…?token=…>“. */
  listUnsubscribe: string | null;
  empfangenAm: string;
}

export interface MailCatcher {
  /** Where e-mails are sent to it, e.g. smtp://127.0.0.1:4105. */
  smtpUrl: string;
  /** Its web page and API, e.g. http://localhost:4106. */
  url: string;
  close(): Promise<void>;
}

/** Enough for a day of trying things out; older e-mails are forgotten. */
const KEPT = 1000;

/**
 * The development mailbox („Posteingang für die Entwicklung“) of demo mode: an SMTP server that
 * accepts every e-mail without sign-in and keeps the last ones in memory, and a web page and a
 * JSON API that show them, so that a developer and the tests see every e-mail the back end sends.
 */
export async function startMailCatcher(host: string, ports: { smtp: number; http: number }): Promise<MailCatcher> {
  const emails: CaughtEmail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to trust, nothing to sign in with.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          emails.unshift({
            id: nextId++,
            von: (mail.from?.value ?? []).map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(', '),
            an: (session.envelope.rcptTo ?? []).map((rcpt) => rcpt.address),
            betreff: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || null,
            listUnsubscribe: headerLine(mail.headerLines, 'list-unsubscribe'),
            empfangenAm: new Date().toISOString(),
          });
          emails.length = Math.min(emails.length, KEPT);
          done();
        })
        .catch(done);
    },
  });
  const smtpAddress = await new Promise<AddressInfo>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(ports.smtp, host, () => resolve(smtp.server.address() as AddressInfo));
  });
  // Listening on every interface, it is reached on the loopback.
  const smtpHost = ['0.0.0.0', '::'].includes(smtpAddress.address) ? '127.0.0.1' : smtpAddress.address;

  const to = (address: string | undefined) => (email: CaughtEmail) =>
    !address || email.an.some((an) => an.toLowerCase() === address.trim().toLowerCase());
  const app = new Hono();
  app.get('/api/emails', (c) => c.json({ items: emails.filter(to(c.req.query('an'))) }));
  app.get('/', (c) => c.html(inboxPage(emails.filter(to(c.req.query('an'))), c.req.query('an') ?? '')));
  // The HTML part as the recipient's client shows it, sandboxed: no script of an e-mail runs here.
  app.get('/emails/:id', (c) => {
    const email = emails.find((candidate) => String(candidate.id) === c.req.param('id'));
    if (!email?.html) return c.text('Diese E-Mail gibt es hier nicht (mehr) oder sie hat keinen HTML-Teil.', 404);
    return c.html(email.html, 200, { 'Content-Security-Policy': 'sandbox' });
  });
  const http = await listen(app.fetch, ports.http, host);

  return {
    smtpUrl: `smtp://${smtpHost.includes(':') ? `[${smtpHost}]` : smtpHost}:${smtpAddress.port}`,
    url: `http://localhost:${http.port}`,
    async close() {
      await http.stop();
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}

/** A header's value as it was sent, unfolded. */
function headerLine(lines: HeaderLines, key: string): string | null {
  const line = lines.find((candidate) => candidate.key === key)?.line;
  return line
    ? line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim()
    : null;
}

const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'medium' });

function inboxPage(emails: CaughtEmail[], an: string): string {
  const items = emails
    .map(
      (email) => `<li><article aria-labelledby="betreff-${email.id}">
<h2 id="betreff-${email.id}">${e(email.betreff)}</h2>
<dl><dt>An</dt><dd>${e(email.an.join(', '))}</dd><dt>Von</dt><dd>${e(email.von)}</dd><dt>Empfangen</dt><dd><time datetime="${e(email.empfangenAm)}">${e(shownTime(email.empfangenAm))}</time></dd></dl>
<pre>${e(email.text)}</pre>
${email.html ? `<p><a href="/emails/${email.id}">HTML-Fassung von „${e(email.betreff)}“ ansehen</a></p>` : ''}
</article></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Posteingang für die Entwicklung</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0 auto; padding: 1rem; max-width: 60rem; }
  ol { list-style: none; padding: 0; }
  article { border: 1px solid; border-radius: 0.5rem; padding: 0 1rem; margin-block: 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
  dt { font-weight: bold; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
  :focus-visible { outline: 3px solid; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Posteingang für die Entwicklung</h1>
<p>Hier landen alle E-Mails, die das Back-End im Demo-Modus versendet, die neuesten zuerst (höchstens ${KEPT.toLocaleString('de-DE')}, bis zum nächsten Start). Laden Sie die Seite neu, um neue E-Mails zu sehen.</p>
<form method="get" action="/">
<label for="an">Nur E-Mails an die Adresse</label>
<input id="an" name="an" type="email" value="${e(an)}">
<button type="submit">Anzeigen</button>
</form>
${items ? `<ol>\n${items}\n</ol>` : '<p>Noch keine E-Mails.</p>'}
</main>
</body>
</html>
`;
}
