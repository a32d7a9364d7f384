import type { PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { PdfTypeface } from '../documents/pdf-fonts';
import type { VerificationMark } from './verifiable-document';

/** The mark's QR code, in points (about 3 cm: a phone reads it from paper at arm's length). */
const QR_SIZE = 84;
const INK = rgb(0, 0.118, 0.286);

/**
 * Draws the verification mark as a signature block from `y` (its top) down, at the left margin:
 * the QR code of the verification address, drawn as vector squares (sharp at any print size), and
 * beside it the short code and the address to type. Answers the y below the block.
 */
export function drawVerificationMark(
  page: PDFPage,
  y: number,
  mark: VerificationMark,
  fonts: { readonly regular: PdfTypeface; readonly bold: PdfTypeface },
): number {
  const x = 60;
  const { modules } = QRCode.create(mark.url, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        page.drawRectangle({ x: x + col * cell, y: y - (row + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
      }
    }
  }
  const textX = x + QR_SIZE + 16;
  const lines: [string, PdfTypeface, number][] = [
    ['Echtheit prüfen', fonts.bold, 11],
    [`Prüfcode: ${mark.code}`, fonts.bold, 11],
    ['QR-Code scannen oder den Prüfcode eingeben unter', fonts.regular, 9],
    [mark.url.replace(/\/nachweis\/.*$/, '/nachweis'), fonts.regular, 9],
  ];
  let lineY = y - 14;
  for (const [text, font, size] of lines) {
    font.draw(page, text, { x: textX, y: lineY, size, color: INK });
    lineY -= size * 1.6;
  }
  return y - QR_SIZE - 12;
}
