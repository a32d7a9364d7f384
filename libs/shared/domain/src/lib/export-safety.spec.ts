import { safeFileName, spreadsheetText } from './export-safety';

describe('spreadsheetText', () => {
  it('turns every start of a formula into text, and leaves other text as it is', () => {
    for (const formula of ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1']) {
      expect(spreadsheetText(formula)).toBe(`'${formula}`);
    }
    for (const text of ['Maria Muster', 'maria@schule.de', '0431 5403-123', '', ' =kein Anfang']) {
      expect(spreadsheetText(text)).toBe(text);
    }
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and makes anything else harmless', () => {
    expect(safeFileName('teilnehmende-4711.csv')).toBe('teilnehmende-4711.csv');
    expect(safeFileName('teilnahmebestätigung-IQ240001.pdf')).toBe('teilnahmebestatigung-IQ240001.pdf');
    expect(safeFileName('a"; filename=evil.exe')).toBe('a-filename-evil.exe');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('x\r\nSet-Cookie: a=b')).toBe('x-Set-Cookie-a-b');
    expect(safeFileName('"""')).toBe('download');
  });
});
