import { KENNZAHL_LABELS, KREISE, type KreisKey } from '@fobu/api-contract';
import type { XlsxColumn } from '../exports/xlsx-stream';

/* The kinds of column the figures' sheets are made of. */

const KREIS_NAMES = new Map<string, string>(KREISE.map((kreis) => [kreis.key, kreis.name]));
/** A district's name; no district: `none` (for a date: an online one). */
export const kreisName = (kreis: KreisKey | null, none = 'Online (ohne Ort)') => (kreis ? (KREIS_NAMES.get(kreis) ?? kreis) : none);

export const count = <T>(header: string, value: (row: T) => number): XlsxColumn<T> => ({ header, width: 14, kind: 'number', value });
export const text = <T>(header: string, width: number, value: (row: T) => string): XlsxColumn<T> => ({
  header,
  width,
  kind: 'text',
  value,
});
export const month = <T extends { monat: string }>(): XlsxColumn<T> => text(KENNZAHL_LABELS.monat, 10, (row) => row.monat);
