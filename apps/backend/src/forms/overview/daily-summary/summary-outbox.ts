import type { PlainOutbox } from '../../../mail/plain-outbox';

/** The open daily summaries (`tageszusammenfassungen`), written complete, to the person's current address. */
export const SUMMARY_OUTBOX: PlainOutbox = {
  table: 'tageszusammenfassungen',
  nextOpen: `SELECT s.id, s.mandant, u.email, s.betreff, s.text FROM tageszusammenfassungen s JOIN users u ON u.uid = s.uid
              WHERE s.email_status = 'offen' AND s.id > $1 ORDER BY s.id LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
  what: 'Tageszusammenfassung',
};
