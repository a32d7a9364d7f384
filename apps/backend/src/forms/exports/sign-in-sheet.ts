import { formatDay, formatShortDay, formatTimeRange, TENANT_PROFILES } from '@fobu/domain';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embedPortalFonts, type PdfTypeface } from '../documents/pdf-fonts';
import type { ListedDate } from './listed-date';

/*
 * The sign-in sheet (Unterschriftenliste) of a date as an A4 landscape PDF: a heading with the
 * offer and the date, and a table of the admitted people with a box to sign per session; each page
 * repeats the heading and the table's header and says which page of how many it is.
 */

/** A person on the sheet. */
export interface SignInPerson {
  name: string;
  vorname: string;
  schule: string | null;
}

const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The heading's height: tenant, „Unterschriftenliste“, two lines of title, two lines of date and place. */
const HEADING_HEIGHT = 128;
const HEADER_ROW_HEIGHT = 34;
/** Room enough to sign in. */
const ROW_HEIGHT = 26;
const FOOTER_HEIGHT = 24;
const TEXT_COLUMNS = [
  { header: 'Nr.', width: 30 },
  { header: 'Name', width: 130 },
  { header: 'Vorname', width: 110 },
  { header: 'Schule', width: 170 },
];
const SIGNATURE_WIDTH = CONTENT_WIDTH - TEXT_COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** People per page: the same on every page, as every page repeats heading and header. */
export const SIGN_IN_ROWS_PER_PAGE = Math.floor(
  (PAGE.height - 2 * PAGE.margin - HEADING_HEIGHT - HEADER_ROW_HEIGHT - FOOTER_HEIGHT) / ROW_HEIGHT,
);

const INK = rgb(0, 0.118, 0.286);
const RULE = rgb(0.45, 0.5, 0.58);
const SHADE = rgb(0.93, 0.95, 0.97);

/** The text, cut with „…“ where it is wider than `width`. */
function fitted(text: string, font: PdfTypeface, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Up to `max` lines of the text no wider than `width`, the last cut with „…“ if more was left. */
function lines(text: string, font: PdfTypeface, size: number, width: number, max: number): string[] {
  const result: string[] = [];
  let line = '';
  const words = text.split(' ');
  for (let index = 0; index < words.length; index++) {
    const candidate = line ? `${line} ${words[index]}` : words[index];
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      if (result.length === max - 1) return [...result, fitted(`${line} ${words.slice(index).join(' ')}`, font, size, width)];
      result.push(line);
      line = words[index];
    } else line = candidate;
  }
  return [...result, fitted(line, font, size, width)];
}

/** When the date takes place, in a line: its one session, or how many from which day to which. */
function whenText(date: ListedDate): string {
  const [first] = date.sessions;
  const last = date.sessions[date.sessions.length - 1];
  return date.sessions.length === 1
    ? `${formatDay(first.beginn)}, ${formatTimeRange(first.beginn, first.ende)}`
    : `${date.sessions.length} Sitzungen vom ${formatShortDay(first.beginn)} bis ${formatShortDay(last.beginn)}`;
}

type Column = { header: string; detail?: string; width: number };

/** The table's columns: number, name, first name and school, then a box to sign per session. */
function sheetColumns(date: ListedDate): Column[] {
  const sessionWidth = SIGNATURE_WIDTH / date.sessions.length;
  return [
    ...TEXT_COLUMNS,
    ...date.sessions.map((session, index) => ({
      header: date.sessions.length === 1 ? 'Unterschrift' : `Sitzung ${index + 1}`,
      detail:
        date.sessions.length === 1
          ? undefined
          : `${formatShortDay(session.beginn).slice(0, 6)} ${formatTimeRange(session.beginn, session.ende)}`,
      width: sessionWidth,
    })),
  ];
}

/** What every page of one sheet repeats, and the rows it spreads over its pages. */
interface Sheet {
  fonts: { regular: PdfTypeface; bold: PdfTypeface };
  columns: Column[];
  heading: { tenant: string; title: string[]; details: string[] };
  footer: string;
  rows: (SignInPerson | null)[];
  pageCount: number;
}

/** Draws one page: the heading, the table's header and the page's rows, the footer with the page's number. */
function drawPage(page: PDFPage, sheet: Sheet, pageIndex: number): void {
  const { regular, bold } = sheet.fonts;
  const write = (text: string, x: number, y: number, size: number, font = regular) => font.draw(page, text, { x, y, size, color: INK });
  let y = PAGE.height - PAGE.margin - 10;
  write(sheet.heading.tenant, PAGE.margin, y, 9, bold);
  y -= 26;
  write('Unterschriftenliste', PAGE.margin, y, 18, bold);
  y -= 22;
  sheet.heading.title.forEach((line, index) => write(line, PAGE.margin, y - index * 16, 13, bold));
  y -= 18 + (sheet.heading.title.length - 1) * 16;
  sheet.heading.details.forEach((line, index) => write(line, PAGE.margin, y - index * 13, 10));

  const tableTop = PAGE.height - PAGE.margin - HEADING_HEIGHT;
  drawRow(page, tableTop, HEADER_ROW_HEIGHT, sheet.columns, SHADE);
  let x = PAGE.margin;
  for (const column of sheet.columns) {
    const width = column.width - 8;
    write(fitted(column.header, bold, 9, width), x + 4, tableTop - (column.detail ? 14 : 21), 9, bold);
    if (column.detail) write(fitted(column.detail, regular, 8, width), x + 4, tableTop - 26, 8);
    x += column.width;
  }

  const onPage = sheet.rows.slice(pageIndex * SIGN_IN_ROWS_PER_PAGE, (pageIndex + 1) * SIGN_IN_ROWS_PER_PAGE);
  onPage.forEach((person, index) => {
    const top = tableTop - HEADER_ROW_HEIGHT - index * ROW_HEIGHT;
    drawRow(page, top, ROW_HEIGHT, sheet.columns);
    const cells: (string | null | undefined)[] = [
      String(pageIndex * SIGN_IN_ROWS_PER_PAGE + index + 1),
      person?.name,
      person?.vorname,
      person?.schule,
    ];
    let cellX = PAGE.margin;
    cells.forEach((cell, column) => {
      if (cell) write(fitted(cell, regular, 10, TEXT_COLUMNS[column].width - 8), cellX + 4, top - 17, 10);
      cellX += TEXT_COLUMNS[column].width;
    });
  });

  write(sheet.footer, PAGE.margin, PAGE.margin - 4, 9);
  const pageText = `Seite ${pageIndex + 1} von ${sheet.pageCount}`;
  write(pageText, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(pageText, 9), PAGE.margin - 4, 9);
}

/**
 * The sheet of `people` (sorted here by name); without anyone, as many numbered empty lines as the
 * date has places, to fill in by hand.
 */
export async function signInSheet(date: ListedDate, people: readonly SignInPerson[], createdAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Unterschriftenliste: ${date.titel}`);
  pdf.setSubject(`Unterschriftenliste der Veranstaltung ${date.vnr} am ${formatShortDay(date.beginn.toISOString())}`);
  pdf.setAuthor(TENANT_PROFILES[date.mandant].name);
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(createdAt);
  const fonts = await embedPortalFonts(pdf);

  const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name, 'de') || a.vorname.localeCompare(b.vorname, 'de'));
  const rows: (SignInPerson | null)[] = sorted.length > 0 ? sorted : Array.from({ length: Math.max(1, date.maxPlaetze) }, () => null);
  const sheet: Sheet = {
    fonts,
    columns: sheetColumns(date),
    heading: {
      tenant: TENANT_PROFILES[date.mandant].name,
      title: lines(`„${date.titel}“`, fonts.bold, 13, CONTENT_WIDTH, 2),
      details: lines(`Veranstaltungsnummer ${date.vnr} · ${whenText(date)} · ${date.place}`, fonts.regular, 10, CONTENT_WIDTH, 2),
    },
    footer: `Erstellt am ${formatShortDay(createdAt.toISOString())} · ${date.vnr}`,
    rows,
    pageCount: Math.max(1, Math.ceil(rows.length / SIGN_IN_ROWS_PER_PAGE)),
  };
  for (let pageIndex = 0; pageIndex < sheet.pageCount; pageIndex++) drawPage(pdf.addPage([PAGE.width, PAGE.height]), sheet, pageIndex);
  return pdf.save();
}

/** One row of the table's boxes, from `top` down. */
function drawRow(page: PDFPage, top: number, height: number, columns: readonly { width: number }[], fill?: ReturnType<typeof rgb>): void {
  let x = PAGE.margin;
  for (const column of columns) {
    page.drawRectangle({ x, y: top - height, width: column.width, height, borderColor: RULE, borderWidth: 0.6, color: fill });
    x += column.width;
  }
}
