import { HttpError } from './errors';

/**
 * PostgreSQL's "data exception" codes for a value that passed the contract's checks but that the
 * database cannot hold: a year it does not know, a number beyond the column's size, a character
 * its text cannot store. The contract refuses these where it can (ids, days, control characters);
 * this is the edge's last word, so that an unforeseen one is the caller's 400, never a 500.
 */
const UNSTORABLE_VALUES: Readonly<Record<string, string>> = {
  '22003': 'Eine Zahl ist zu groß oder zu klein.',
  '22007': 'Ein Datum oder eine Uhrzeit ist ungültig.',
  '22008': 'Ein Datum liegt außerhalb des gültigen Bereichs.',
  '22021': 'Ein Text enthält Zeichen, die nicht gespeichert werden können.',
  '22P05': 'Ein Text enthält Zeichen, die nicht gespeichert werden können.',
  '22P02': 'Ein Wert hat nicht die erwartete Form.',
};

/** The German 400 for a database error caused by the input, or undefined for any other error. */
export function unstorableValue(error: unknown): HttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = typeof code === 'string' ? UNSTORABLE_VALUES[code] : undefined;
  return message ? new HttpError(400, 'validation_failed', `Die Eingabe ist ungültig: ${message}`) : undefined;
}

const NUL = '\u0000';

/** No text in the database can hold NUL (U+0000): a request that carries one in its address is refused at once. */
export function nulInAddress(url: string): HttpError | undefined {
  const { pathname, searchParams } = new URL(url);
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return controlCharacters();
  }
  const inQuery = [...searchParams.entries()].some(([name, value]) => name.includes(NUL) || value.includes(NUL));
  return path.includes(NUL) || inQuery ? controlCharacters() : undefined;
}

/** JSON.parse's reviver that refuses a NUL in any text of a body. */
export function refuseNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes(NUL)) throw controlCharacters();
  return value;
}

const controlCharacters = () => new HttpError(400, 'validation_failed', 'Die Eingabe ist ungültig: Sie enthält unzulässige Steuerzeichen.');
