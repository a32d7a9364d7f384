import { certificateRefusal } from '@fobu/domain';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { HttpError } from '../../http/errors';
import { attendanceCertificate } from '../documents/attendance-certificate';
import type { BookingDocumentRow } from '../documents/document-queries';
import { confirmationChecks } from './confirmation-check';
import { confirmationFacts } from './confirmation-facts';
import { issueVerifiableDocument } from './verifiable-document';

/**
 * The confirmation of attendance of an attended booking, registered and with its verification
 * mark, when the attendance meets the tenant's rule; below it a 409 with the reason in German,
 * said to the person themselves or to the staff who download it for them.
 */
export async function issueConfirmation(
  db: Db,
  config: BackendConfig,
  row: BookingDocumentRow,
  addressee: 'person' | 'staff',
): Promise<Uint8Array> {
  const check = (await confirmationChecks(db, [row])).get(row.id)!;
  if (!check.meets) throw new HttpError(409, 'unter_mindestteilnahme', certificateRefusal(check.summary, check.rule, addressee));
  const facts = confirmationFacts(row, check.summary);
  const mark = await issueVerifiableDocument(db, config, {
    art: 'teilnahmebestaetigung',
    uid: row.uid,
    mandant: row.mandant,
    anmeldungId: row.id,
    facts,
  });
  return attendanceCertificate(row, facts, mark, new Date());
}
