import { formatGermanNumber, formatShortDay, TENANT_PROFILES } from '@fobu/domain';
import { PDFDocument, rgb } from 'pdf-lib';
import type { DocumentFacts } from '../certificates/document-register';
import type { VerificationMark } from '../certificates/verifiable-document';
import { drawVerificationMark } from '../certificates/verification-mark';
import type { BookingDocumentRow } from './document-queries';
import { embedPortalFonts } from './pdf-fonts';

const day = (date: Date) => formatShortDay(date.toISOString());

/**
 * The confirmation of attendance (Teilnahmebestätigung) as an A4 PDF, with the text also in the
 * document's title and subject, so that it is found and read out. It states the `facts` (the
 * hours attended, partial attendance) and carries the verification `mark` (QR code and code).
 */
export async function attendanceCertificate(
  row: BookingDocumentRow,
  facts: DocumentFacts,
  mark: VerificationMark,
  issuedOn: Date,
): Promise<Uint8Array> {
  const tenant = TENANT_PROFILES[row.mandant];
  const person = `${row.salutation} ${row.vorname} ${row.name}`.trim();
  const hours = `im Umfang von ${formatGermanNumber(facts.stunden)} Stunden`;
  const scope = row.treffen ? hours : `(Veranstaltungsnummer ${row.vnr}) ${hours}`;
  const attended = row.treffen ? 'am Treffen der Arbeitsgruppe' : 'an der Fortbildung';
  const partly = facts.teilweise ? [`(teilgenommen an ${facts.teilweise})`] : [];
  // A self-learning course has no date: it is finished, not attended.
  const lines =
    row.status === 'abgeschlossen'
      ? [`${person} hat den Selbstlernkurs`, `„${row.titel}“`, `${scope} abgeschlossen.`]
      : [`${person} hat ${facts.zeitraum ? `${facts.zeitraum} ` : ''}${attended}`, `„${row.titel}“`, `${scope} teilgenommen.`, ...partly];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Teilnahmebestätigung: ${row.titel}`);
  pdf.setSubject(lines.join(' '));
  pdf.setAuthor(tenant.name);
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(issuedOn);
  const page = pdf.addPage([595.28, 841.89]);
  const { regular, bold } = await embedPortalFonts(pdf);
  const ink = rgb(0, 0.118, 0.286);
  let y = 770;
  const write = (text: string, size: number, font = regular, gap = size * 1.5) => {
    for (const line of wrap(text, font, size, 475)) {
      font.draw(page, line, { x: 60, y, size, color: ink });
      y -= gap;
    }
  };
  write(tenant.name, 11, bold);
  y -= 60;
  write('Teilnahmebestätigung', 24, bold, 40);
  for (const line of lines) write(line, 12, line.startsWith('„') ? bold : regular, 20);
  y -= 20;
  write(`Veranstaltungsleitung: ${row.leitung}`, 11);
  y -= 60;
  write(`Kiel, ${day(issuedOn)}`, 11);
  write(`${tenant.shortName} – maschinell erstellt, gültig ohne Unterschrift`, 9, regular, 14);
  y -= 24;
  drawVerificationMark(page, y, mark, { regular, bold });
  return pdf.save();
}

/** Breaks text into lines no wider than `width` points (a word wider than the line stands alone). */
export function wrap(text: string, font: { widthOfTextAtSize(text: string, size: number): number }, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
