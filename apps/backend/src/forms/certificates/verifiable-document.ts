import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { registerDocument, type NewDocument } from './document-register';
import { verificationCode } from './verification-code';

/** What a document carries to be checked: its code and the verification page's address, which its QR code holds. */
export interface VerificationMark {
  readonly code: string;
  readonly url: string;
}

/** The public verification address of a code, on the forms service (docs/proof-of-training.md). */
const verificationUrl = (config: BackendConfig, code: string): string =>
  new URL(`/nachweis/${encodeURIComponent(code)}`, config.publicUrls.forms).href;

/**
 * Registers a document about to be issued (a confirmation of attendance, a Fortbildungsnachweis)
 * and answers the code and address to print on it (`drawVerificationMark`).
 */
export async function issueVerifiableDocument(db: Db, config: BackendConfig, doc: NewDocument): Promise<VerificationMark> {
  const id = await db.tx((sql) => registerDocument(sql, doc));
  const code = verificationCode(config.signingKey, id);
  return { code, url: verificationUrl(config, code) };
}
