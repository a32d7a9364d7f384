import { inflateSync } from 'node:zlib';

/*
 * A WOFF font (the web's wrapper: each table compressed on its own) as the plain TrueType/OpenType
 * file inside it. fontkit reads WOFF too, but inflates a table again on every read, so that a PDF
 * subset of sixty glyphs inflated the glyph table sixty times.
 */

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;
const align4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== 0x774f4646) throw new Error('Keine WOFF-Schrift.');
  const numTables = input.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const [offset, compLength, origLength] = [input.getUint32(at + 4), input.getUint32(at + 8), input.getUint32(at + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: input.getUint32(at),
      checksum: input.getUint32(at + 16),
      data: compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((total, table) => total + align4(table.data.length), offset);
  const sfnt = new Uint8Array(size);
  const output = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  output.setUint32(0, input.getUint32(4));
  output.setUint16(4, numTables);
  output.setUint16(6, 16 * 2 ** entrySelector);
  output.setUint16(8, entrySelector);
  output.setUint16(10, numTables * 16 - 16 * 2 ** entrySelector);
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    output.setUint32(at, table.tag);
    output.setUint32(at + 4, table.checksum);
    output.setUint32(at + 8, offset);
    output.setUint32(at + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}
