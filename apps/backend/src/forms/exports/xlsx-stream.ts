import { germanWallClockAsUtc, safeFileName, spreadsheetText } from '@fobu/domain';
import ExcelJS from 'exceljs';
import type { Context } from 'hono';
import { once, type EventEmitter } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';

/*
 * Excel workbooks written as they stream out (exceljs's streaming writer): a row is turned into XML
 * and zipped as soon as it is read, so that an export of every match of a search holds one batch in
 * memory, not the whole list (tools/bench-exports measures it).
 */

/** What a column holds: text, a number, a day (dd.mm.yyyy) or a moment (dd.mm.yyyy hh:mm), both in German wall time. */
export type XlsxKind = 'text' | 'number' | 'day' | 'datetime';

/** A cell's value as a column reads it from a row; a date as a Date or ISO 8601 text. */
type XlsxValue = string | number | Date | null | undefined;

/** A column, described once: its German header, its width in characters, its kind, and how it reads a row. */
export interface XlsxColumn<T> {
  header: string;
  width: number;
  kind: XlsxKind;
  value: (row: T) => XlsxValue;
}

export interface XlsxSheet<T> {
  name: string;
  columns: readonly XlsxColumn<T>[];
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Partial<Record<XlsxKind, string>> = { day: 'dd.mm.yyyy', datetime: 'dd.mm.yyyy hh:mm' };

/** Rows between two pauses, in which the zip compresses what was written and the reader takes it. */
const ROWS_PER_PAUSE = 100;
/** XML the compressor may have waiting before the rows wait for it. */
const COMPRESSOR_BACKLOG = 512 * 1024;

/**
 * A moment as Excel stores it: Excel has no time zones, so the cell holds the wall time in
 * Schleswig-Holstein, written as if it were UTC (exceljs turns a Date's UTC fields into the serial
 * number). The zone's offset changes only at whole hours: it is asked once per hour seen.
 */
function wallTimeConverter(): (moment: Date) => Date {
  const offsets = new Map<number, number>();
  return (moment) => {
    const hour = Math.floor(moment.getTime() / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const at = new Date(hour * 3_600_000);
      offset = germanWallClockAsUtc(at).getTime() - at.getTime();
      offsets.set(hour, offset);
    }
    return new Date(moment.getTime() + offset);
  };
}

/** A cell's value as written: text never a formula, dates in wall time (a day without its time), nothing for an empty value. */
function cellValue(kind: XlsxKind, value: XlsxValue, wallTime: (moment: Date) => Date): string | number | Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (kind) {
    case 'text':
      return spreadsheetText(String(value));
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'day':
    case 'datetime': {
      const local = wallTime(value instanceof Date ? value : new Date(value));
      if (kind === 'day') local.setUTCHours(0, 0, 0, 0);
      return local;
    }
  }
}

/**
 * Waits until the zip has compressed what the sheet wrote. exceljs hands a sheet's XML to the
 * compressor without waiting for it (its buffer ignores backpressure), so the XML of rows written
 * faster than compressed would pile up: 600 bytes a row, 120 MB for 200,000 rows. The compressor's
 * input is not public; without it, one turn of the event loop is the pause.
 */
async function zipCaughtUp(worksheet: ExcelJS.Worksheet): Promise<void> {
  const sheetStream = (worksheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const compressorInput = sheetStream?.pipes?.[0] as
    | (EventEmitter & { _writableState?: { length: number; needDrain: boolean } })
    | undefined;
  const waiting = compressorInput?._writableState;
  if (waiting && waiting.needDrain && waiting.length > COMPRESSOR_BACKLOG) await once(compressorInput, 'drain');
  else await new Promise((resolve) => setImmediate(resolve));
}

/** The column letter of a 1-based column number (1 → A, 28 → AB). */
function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Writes one sheet of `rows` into `out` as an .xlsx file: a bold header row that stays in view,
 * with a filter over it, each column as wide and formatted as described. Resolves when the file is
 * complete; `out` is not ended on failure (see `xlsxResponse`).
 */
async function writeXlsx<T>(out: Writable, sheet: XlsxSheet<T>, rows: AsyncIterable<T> | Iterable<T>): Promise<void> {
  // Inline strings instead of a table of shared strings: no table of every text to hold until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'FOBU-Portal';
  // Every wait below also ends when the zip fails (exceljs listens to none of its errors) or the
  // reader goes away (a drain would then never come, and the rows' source would stay open).
  const { zip } = workbook as unknown as { zip: EventEmitter };
  const stopped = Promise.race([
    new Promise<never>((_, reject) => zip.on('error', reject)),
    once(out, 'close').then(() => Promise.reject(new Error('The reader went away.'))),
  ]);
  stopped.catch(() => undefined);
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.autoFilter = { from: 'A1', to: `${columnLetter(sheet.columns.length)}1` };
  // One style object per column, given to each of its cells: exceljs recognises a style it has seen
  // by the object, and would otherwise serialise a new one for every cell (most of the time spent).
  const styles = sheet.columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = NUMBER_FORMATS[column.kind];
    return numFmt ? { numFmt } : {};
  });
  worksheet.columns = sheet.columns.map((column, index) => ({ width: column.width, style: styles[index] }));
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  const wallTime = wallTimeConverter();
  let written = 0;
  for await (const row of rows) {
    const line = worksheet.addRow(sheet.columns.map((column) => cellValue(column.kind, column.value(row), wallTime)));
    line.eachCell((cell, column) => (cell.style = styles[column - 1]));
    line.commit();
    if (++written % ROWS_PER_PAUSE === 0) {
      await Promise.race([zipCaughtUp(worksheet), stopped]);
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), stopped]);
    }
  }
  worksheet.commit();
  await Promise.race([workbook.commit(), stopped]);
}

/**
 * A download response whose body is the workbook as it is written. The headers are sent first, so
 * a failure while writing can no longer become an error answer: it is logged and the body is
 * aborted, so that the client sees a broken download rather than a short file. A client that goes
 * away stops the reading of further rows.
 */
export function xlsxResponse<T>(c: Context, fileName: string, sheet: XlsxSheet<T>, rows: AsyncIterable<T> | Iterable<T>): Response {
  const out = new PassThrough();
  writeXlsx(out, sheet, rows).then(
    () => out.end(),
    (error: unknown) => {
      if (!out.destroyed) console.error(`Export ${fileName} abgebrochen:`, error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
    'content-type': XLSX_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${safeFileName(fileName)}"`,
    'cache-control': 'no-store',
  });
}
