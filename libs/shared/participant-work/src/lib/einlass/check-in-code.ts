/**
 * The content of a participant's QR code, `FOBU-EINLASS.{terminId}.{anmeldungId}.{signature}`,
 * as the back end writes it. The device reads date and booking from it to decide offline; only
 * the server can check the signature.
 */
const CODE = /^FOBU-EINLASS\.(\d{1,10})\.(\d{1,10})\.([\w-]{1,100})$/;

/** The date and booking a code names, or null when the text is no check-in code. */
export function readCheckInCode(text: string): { terminId: number; anmeldungId: number } | null {
  const match = CODE.exec(text.trim());
  return match ? { terminId: Number(match[1]), anmeldungId: Number(match[2]) } : null;
}
