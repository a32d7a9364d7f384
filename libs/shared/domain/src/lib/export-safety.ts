/**
 * Characters that make a spreadsheet program read a cell as a formula (OWASP "CSV injection"):
 * `=`, `+`, `-`, `@`, and a leading tab or carriage return, which some programs skip before
 * looking again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text as a cell of a CSV or .xlsx file that no spreadsheet program runs: one that would start a
 * formula gets a leading apostrophe, which the programs show as text. Every export writes its
 * cells through this, in the back end and in the portal alike.
 */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A name for a downloaded file from parts that may come from input (an offer number, a title):
 * only letters, digits, dot, hyphen and underscore stay, so that no quote, path or header break
 * reaches `Content-Disposition` or the user's disk.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|-+$/g, '');
  return cleaned.slice(0, 120) || 'download';
}
