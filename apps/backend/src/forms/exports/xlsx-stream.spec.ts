import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import { xlsxResponse, type XlsxSheet } from './xlsx-stream';

interface Row {
  name: string;
  at: string | null;
}

const SHEET: XlsxSheet<Row> = {
  name: 'Probe',
  columns: [
    { header: 'Name', width: 20, kind: 'text', value: (row) => row.name },
    { header: 'Tag', width: 12, kind: 'day', value: (row) => row.at },
    { header: 'Zeitpunkt', width: 17, kind: 'datetime', value: (row) => row.at },
  ],
};

/** An app whose one route streams the rows given. */
const appWith = (rows: () => AsyncIterable<Row>) => new Hono().get('/x.xlsx', (c) => xlsxResponse(c, 'probe ä/b.xlsx', SHEET, rows()));

describe('a streamed workbook', () => {
  it('shows moments in Schleswig-Holstein’s wall time, summer and winter, and a day without its time', async () => {
    const response = await appWith(async function* () {
      yield { name: 'Sommer', at: '2026-07-01T10:00:00Z' };
      yield { name: 'Nach Mitternacht', at: '2026-03-29T23:30:00Z' };
      yield { name: 'Ohne', at: null };
    }).request('/x.xlsx');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="probe-a-b.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [sheet] = workbook.worksheets;
    const cell = (row: number, column: number) => sheet.getRow(row).getCell(column);
    expect((cell(2, 3).value as Date).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect((cell(3, 3).value as Date).toISOString()).toBe('2026-03-30T01:30:00.000Z');
    expect((cell(3, 2).value as Date).toISOString()).toBe('2026-03-30T00:00:00.000Z');
    expect(cell(2, 2).numFmt).toBe('dd.mm.yyyy');
    expect(cell(4, 2).value).toBeNull();
  });

  it('aborts the download and logs when reading the rows fails midway', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appWith(async function* () {
      for (let n = 0; n < 2000; n++) yield { name: `Person ${n}`, at: null };
      throw new Error('Datenbank weg');
    }).request('/x.xlsx');
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('probe ä/b.xlsx'), expect.objectContaining({ message: 'Datenbank weg' }));
    log.mockRestore();
  });

  it('stops reading rows when the client goes away', async () => {
    let read = 0;
    let closed = false;
    const response = await appWith(async function* () {
      try {
        for (; read < 1_000_000; read++) yield { name: `Person ${read} ${'x'.repeat(200)}`, at: null };
      } finally {
        closed = true;
      }
    }).request('/x.xlsx');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(read).toBeLessThan(1_000_000);
  });
});
