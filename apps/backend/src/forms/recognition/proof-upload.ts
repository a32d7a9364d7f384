import { AnerkennungAntragSchema, type AnerkennungAntrag } from '@fobu/api-contract';
import { PDF_MAGIC, RECOGNITION_PROOF_NOT_PDF, RECOGNITION_TEXT_MAX, safeFileName } from '@fobu/domain';
import type { Context } from 'hono';
import { PDFDocument } from 'pdf-lib';
import { HttpError, invalidInput, validate } from '../../http/errors';

/** A request as read from the upload: its fields, and the proof's bytes and file name. */
export interface RecognitionUpload {
  readonly fields: Omit<AnerkennungAntrag, 'nachweis'>;
  readonly proof: Uint8Array;
  readonly proofName: string;
}

/**
 * Reads `POST /api/v1/anerkennungen`'s multipart body: the fields by the contract's schema (which
 * also bounds the file to 5 MB), then the proof as a PDF: its first bytes and a parse by pdf-lib,
 * so that a renamed image or a truncated file is refused here and not by the clerk's viewer.
 */
export async function readRecognitionUpload(c: Context): Promise<RecognitionUpload> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data'))
    throw new HttpError(400, 'unsupported_media_type', 'Bitte senden Sie den Antrag als multipart/form-data mit dem Nachweis.');
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    // The body limit has read and bounded the body before: what fails here is its form.
    throw new HttpError(400, 'invalid_multipart', 'Der Inhalt der Anfrage ist kein gültiges multipart/form-data.');
  }
  // The schema has checked that the proof is a file (AnerkennungAntrag says so).
  const { nachweis, ...fields }: AnerkennungAntrag = validate(AnerkennungAntragSchema, body) as AnerkennungAntrag;
  const proof = new Uint8Array(await nachweis.arrayBuffer());
  if (!(await isPdf(proof))) throw invalidInput([{ path: ['nachweis'], message: RECOGNITION_PROOF_NOT_PDF }]);
  return { fields, proof, proofName: proofName(nachweis.name) };
}

async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, PDF_MAGIC.length)) !== PDF_MAGIC) return false;
  try {
    // Encrypted PDFs are still PDFs: a certificate may be protected against changes.
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    // pdf-lib reads nearly anything after the header; a proof has at least one page to look at.
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** The proof's name as a download may carry it: safe characters, a .pdf ending. */
function proofName(name: string): string {
  const safe = safeFileName(name.slice(0, RECOGNITION_TEXT_MAX.dateiname));
  return /\.pdf$/i.test(safe) ? safe : `${safe}.pdf`;
}
