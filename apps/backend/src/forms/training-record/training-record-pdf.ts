import type { Fortbildungseintrag, Fortbildungskonto, FortbildungskontoZeitraum } from '@fobu/api-contract';
import {
  accountProgressText,
  accountRuleText,
  formatHours,
  formatShortDay,
  nextDropOutText,
  TENANT_PROFILES,
  type Tenant,
} from '@fobu/domain';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { wrap } from '../documents/attendance-certificate';
import { embedPortalFonts, type PdfTypeface } from '../documents/pdf-fonts';
import { drawVerificationMark } from '../certificates/verification-mark';
import type { VerificationMark } from '../certificates/verifiable-document';

/*
 * The Fortbildungsnachweis: the person's record of a period and their accounts as an A4 PDF, in
 * the portal's font (pdf-fonts.ts). The drawing ends where the accounts end and says where, so
 * that a verification mark can follow them before the closing line.
 */

/** Who the record is of, as the document names them. */
export interface RecordPerson {
  salutation: string;
  vorname: string;
  name: string;
  mandant: Tenant;
}

/** The portal's typefaces embedded in the document (embedPortalFonts): a mark drawn after the record uses them too. */
export type PortalFonts = Awaited<ReturnType<typeof embedPortalFonts>>;

/** Where the drawing ended: the page and the height of the next line on it. */
export interface DrawnTo {
  page: PDFPage;
  y: number;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = rgb(0, 0.118, 0.286);
const RULE = rgb(0.45, 0.5, 0.58);
const COLUMNS = [
  { header: 'Datum', width: 62 },
  { header: 'Fortbildung', width: 250 },
  { header: 'Anbieter', width: 78 },
  { header: 'Kennz.', width: 40 },
  { header: 'Stunden', width: CONTENT_WIDTH - 430 },
];
const day = (iso: string) => formatShortDay(iso.length === 10 ? `${iso}T12:00:00Z` : iso);

/** The period in words: „alle Fortbildungen“, „vom 01.01.2025 bis 31.12.2025“, „ab …“, „bis …“. */
export function periodText({ von, bis }: FortbildungskontoZeitraum): string {
  if (von && bis) return `vom ${day(von)} bis ${day(bis)}`;
  if (von) return `ab dem ${day(von)}`;
  if (bis) return `bis zum ${day(bis)}`;
  return 'alle Fortbildungen';
}

/** An entry's title line and what it attended of it: „QLA-Kurs (IQ123) · 2 von 3 Sitzungen“. */
function entryText(entry: Fortbildungseintrag): string {
  const parts = [entry.vnr ? `${entry.titel} (${entry.vnr})` : entry.titel];
  if (entry.art === 'treffen') parts.push('Treffen einer Arbeitsgruppe');
  if (entry.art === 'anerkennung') parts.push('anerkannte Fortbildung');
  if (entry.sitzungen && entry.sitzungen.teilgenommen < entry.sitzungen.gesamt)
    parts.push(`${entry.sitzungen.teilgenommen} von ${entry.sitzungen.gesamt} Sitzungen`);
  return parts.join(' · ');
}

/**
 * Draws the record on a new document: heading, the entries of the period with their sum, and the
 * accounts with their progress (counted over all entries, on the record's day). New pages as needed.
 */
function drawTrainingRecord(
  pdf: PDFDocument,
  fonts: PortalFonts,
  record: Fortbildungskonto,
  entries: readonly Fortbildungseintrag[],
  person: RecordPerson,
  period: FortbildungskontoZeitraum,
): DrawnTo {
  const { regular, bold } = fonts;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, size: number, font: PdfTypeface = regular, gap = size * 1.5, x = PAGE.margin, width = CONTENT_WIDTH) => {
    for (const line of wrap(text, font, size, width)) {
      room(gap);
      font.draw(page, line, { x, y, size, color: INK });
      y -= gap;
    }
  };
  const rule = () =>
    page.drawLine({ start: { x: PAGE.margin, y: y + 4 }, end: { x: PAGE.width - PAGE.margin, y: y + 4 }, color: RULE, thickness: 0.5 });

  write(TENANT_PROFILES[person.mandant].name, 10, bold);
  y -= 24;
  write('Fortbildungsnachweis', 22, bold, 34);
  write(`für ${`${person.salutation} ${person.vorname} ${person.name}`.trim()}`, 12, regular, 18);
  write(`Zeitraum: ${periodText(period)}, Stand ${day(record.stichtag)}`, 11, regular, 26);

  const tableRow = (cells: string[], font: PdfTypeface) => {
    const wrapped = cells.map((cell, i) => wrap(cell, font, 9, COLUMNS[i].width - 6));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * 12 + 6;
    room(height);
    let x = PAGE.margin;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => font.draw(page, line, { x, y: y - n * 12, size: 9, color: INK }));
      x += COLUMNS[i].width;
    });
    y -= height;
    rule();
  };
  if (entries.length === 0) write('In diesem Zeitraum ist keine Fortbildung vermerkt.', 11, regular, 24);
  else {
    tableRow(
      COLUMNS.map((column) => column.header),
      bold,
    );
    for (const entry of entries)
      tableRow([day(entry.datum), entryText(entry), entry.anbieter, entry.kennzeichen.join(', '), formatHours(entry.stunden)], regular);
    y -= 6;
    const sum = formatHours(entries.reduce((total, entry) => total + entry.stunden, 0));
    write(`Zusammen ${sum} Stunden in ${entries.length === 1 ? 'einer Fortbildung' : `${entries.length} Fortbildungen`}`, 11, bold, 28);
  }

  if (record.konten.length > 0) {
    y -= 8;
    write(`Fortbildungskonten am ${day(record.stichtag)}`, 14, bold, 22);
    for (const account of record.konten) {
      room(64);
      write(account.titel, 11, bold, 16);
      write(accountProgressText(account, account), 10, regular, 14);
      write(accountRuleText(account), 9, regular, 13);
      const next = nextDropOutText(account.naechsterWegfall);
      if (next) write(next, 9, regular, 13);
      y -= 8;
    }
  }
  return { page, y };
}

/** The mark's height with its gap (drawVerificationMark): it moves to a new page rather than break. */
const MARK_HEIGHT = 110;

/**
 * The Fortbildungsnachweis as PDF bytes: the record, then its verification mark (QR code and code,
 * as a signature block), the place, day and the note that it needs no signature.
 */
export async function trainingRecordPdf(
  record: Fortbildungskonto,
  entries: readonly Fortbildungseintrag[],
  person: RecordPerson,
  period: FortbildungskontoZeitraum,
  issuedOn: Date,
  mark: VerificationMark,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const tenant = TENANT_PROFILES[person.mandant];
  pdf.setTitle(`Fortbildungsnachweis: ${person.vorname} ${person.name}`);
  pdf.setSubject(`Fortbildungsnachweis (${periodText(period)}) von ${person.vorname} ${person.name}, ${tenant.name}`);
  pdf.setAuthor(tenant.name);
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(issuedOn);
  const fonts = await embedPortalFonts(pdf);
  const { regular } = fonts;
  let { page, y } = drawTrainingRecord(pdf, fonts, record, entries, person, period);
  if (y < PAGE.margin + MARK_HEIGHT + 40) {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  }
  y = drawVerificationMark(page, y - 12, mark, fonts);
  regular.draw(page, `Kiel, ${formatShortDay(issuedOn.toISOString())}`, { x: PAGE.margin, y: y - 12, size: 10, color: INK });
  regular.draw(page, `${tenant.shortName} – maschinell erstellt, gültig ohne Unterschrift`, {
    x: PAGE.margin,
    y: y - 26,
    size: 8,
    color: INK,
  });
  return pdf.save();
}
