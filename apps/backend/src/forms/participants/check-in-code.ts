import { hasValidSignature, sign } from '../../auth/signing';

/*
 * The content of a participant's QR code for their date: `FOBU-EINLASS.{terminId}.{anmeldungId}.{signature}`.
 * The back end's signature binds the booking to the date, so that nobody makes up a code, nor
 * takes one to another date.
 */

const PREFIX = 'FOBU-EINLASS';
const CODE = new RegExp(`^${PREFIX}\\.(\\d{1,10})\\.(\\d{1,10})\\.([\\w-]{1,100})$`);
const signed = (terminId: number, anmeldungId: number) => `${terminId}.${anmeldungId}`;

export function checkInCode(key: string, terminId: number, anmeldungId: number): string {
  return `${PREFIX}.${signed(terminId, anmeldungId)}.${sign(key, 'einlass', signed(terminId, anmeldungId))}`;
}

/** The date and booking of a code, or null when the code is not one or its signature fails. */
export function readCheckInCode(key: string, code: string): { terminId: number; anmeldungId: number } | null {
  const match = CODE.exec(code.trim());
  if (!match) return null;
  const [terminId, anmeldungId] = [Number(match[1]), Number(match[2])];
  return hasValidSignature(key, 'einlass', signed(terminId, anmeldungId), match[3]) ? { terminId, anmeldungId } : null;
}
