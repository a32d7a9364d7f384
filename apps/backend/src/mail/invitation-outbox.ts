import { TENANT_PROFILES } from '@fobu/domain';
import type { PlainOutbox } from './plain-outbox';

/**
 * The e-mails to addresses without an account (`einladungs_emails`: a workgroup's invitation of a
 * person who has none yet): plain text with the tenant's portal (under `portalUrl`) and closing.
 */
export const invitationOutbox = (portalUrl: string): PlainOutbox => ({
  table: 'einladungs_emails',
  nextOpen: `SELECT id, mandant, email, betreff, text FROM einladungs_emails WHERE email_status = 'offen' AND id > $1
              ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  what: 'Einladungs-E-Mail',
  body: (row) => {
    const portalName = `Fortbildungsportal des ${TENANT_PROFILES[row.mandant].shortName}`;
    return [row.text, '', `${portalUrl}/${row.mandant}`, '', 'Mit freundlichen Grüßen', `Ihr ${portalName}`, ''].join('\n');
  },
});
