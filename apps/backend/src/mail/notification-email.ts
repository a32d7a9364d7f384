import { TENANT_PROFILES, type Tenant } from '@fobu/domain';
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml } from './html';

/** A notification with what its e-mail needs of the person and their tenant. */
export interface NotificationForEmail {
  uid: string;
  titel: string;
  text: string;
  email: string;
  salutation: string;
  vorname: string;
  name: string;
  mandant: Tenant;
}

export interface EmailLinks {
  /** The tenant's portal, where the person signs in to their dashboard. */
  portal: string;
  unsubscribe: string;
}

/** „Guten Tag Frau Beispiel,“; without a salutation of the two the full name, which never reads wrong. */
export function greeting(n: Pick<NotificationForEmail, 'salutation' | 'vorname' | 'name'>): string {
  const address = n.salutation === 'Frau' || n.salutation === 'Herr' ? n.salutation : n.vorname;
  return `Guten Tag ${address} ${n.name},`.replace(/\s+/g, ' ');
}

/** The sentences of an e-mail, shared by its plain-text and its HTML part so that both say the same. */
function wording(n: NotificationForEmail) {
  const portalName = `Fortbildungsportal des ${TENANT_PROFILES[n.mandant].shortName}`;
  return {
    greeting: greeting(n),
    dashboard: `Alles Weitere sehen Sie in Ihrer Übersicht im ${portalName}:`,
    dashboardLink: `Zur Übersicht im ${portalName}`,
    closing: ['Mit freundlichen Grüßen', `Ihr ${portalName}`],
    why: `Sie erhalten diese E-Mail, weil Sie Benachrichtigungen aus dem ${portalName} per E-Mail erhalten möchten. Welche Benachrichtigungen Sie bekommen, stellen Sie in Ihrer Übersicht ein.`,
    unsubscribe: 'E-Mails abbestellen',
  };
}

function plainText(n: NotificationForEmail, links: EmailLinks): string {
  const w = wording(n);
  return [
    w.greeting,
    '',
    n.text,
    '',
    w.dashboard,
    links.portal,
    '',
    ...w.closing,
    '',
    '-- ',
    w.why,
    `${w.unsubscribe}: ${links.unsubscribe}`,
    '',
  ].join('\n');
}

/** Plain HTML without images or layout tables: it reads the same in every client, with a screen reader and in dark mode. */
function html(n: NotificationForEmail, links: EmailLinks): string {
  const w = wording(n);
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(n.titel)}</title>
</head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; margin: 0; padding: 16px;">
<div style="max-width: 40em;">
<p>${e(w.greeting)}</p>
<p>${e(n.text)}</p>
<p><a href="${e(links.portal)}">${e(w.dashboardLink)}</a></p>
<p>${w.closing.map(e).join('<br>')}</p>
<hr>
<p style="font-size: 14px;">${e(w.why)}<br><a href="${e(links.unsubscribe)}">${e(w.unsubscribe)}</a></p>
</div>
</body>
</html>
`;
}

/**
 * The e-mail of a notification, from the tenant's sender, with the unsubscribe link also as header
 * (RFC 2369). Not one-click (RFC 8058): the link opens the portal's page, which confirms by a button.
 */
export function notificationEmail(n: NotificationForEmail, from: string, links: EmailLinks): SendMailOptions {
  return {
    from,
    to: n.email,
    subject: n.titel,
    text: plainText(n, links),
    html: html(n, links),
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>` },
  };
}
