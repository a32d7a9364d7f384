/**
 * Writes the documents of the download pages to apps/portal/public/downloads/{tenant}/ and their
 * sizes to libs/shared/content (download-sizes.ts), so that the list never names a file that is
 * not there or a wrong size. Run after changing download-texts.mjs:
 *   node tools/content/make-downloads.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOWNLOAD_TEXTS, PLAIN_TEXT_VERSIONS } from './download-texts.mjs';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'apps/portal/public/downloads');
const sizesFile = join(root, 'libs/shared/content/src/lib/downloads/download-sizes.ts');

/** Breaks a paragraph into lines that fit an A4 page in 11 pt Helvetica. */
function wrap(text, width = 88) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/** The characters German text needs beyond Latin-1, at their WinAnsiEncoding codes. */
const WIN_ANSI = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };

/** A string for the page's text, in WinAnsiEncoding, as the fonts declare. */
function pdfString(text) {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  return `(${[...escaped].map((c) => (WIN_ANSI[c] ? `\\${WIN_ANSI[c].toString(8)}` : c.charCodeAt(0) <= 0xff ? c : '?')).join('')})`;
}

/** A text string for the metadata, which PDF reads as UTF-16 when it starts with a byte-order mark. */
const pdfTextString = (text) => `<FEFF${[...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`;

/**
 * A one-page PDF 1.4 with a title in its metadata and the document language set; the text is
 * Latin-1 (WinAnsiEncoding), which covers German. It is not tagged: the accessibility statement says so.
 */
function pdf({ title, body }) {
  const lines = body.flatMap((paragraph) => (paragraph === '' ? [''] : wrap(paragraph)));
  const text = [`BT /F2 16 Tf 56 780 Td ${pdfString(title)} Tj ET`, 'BT /F1 11 Tf 56 750 Td 15 TL'];
  for (const line of lines) text.push(`${pdfString(line)} Tj T*`);
  text.push('ET');
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (de-DE) /ViewerPreferences << /DisplayDocTitle true >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfTextString(title)} /Author (Fortbildungsportal Schleswig-Holstein) /Producer (tools/content/make-downloads.mjs) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const sizes = {};
for (const [tenant, documents] of Object.entries(DOWNLOAD_TEXTS)) {
  mkdirSync(join(outDir, tenant), { recursive: true });
  const files = { ...documents };
  for (const [textFile, source] of Object.entries(PLAIN_TEXT_VERSIONS)) {
    if (documents[source]) files[textFile] = documents[source];
  }
  for (const [file, document] of Object.entries(files)) {
    const bytes = file.endsWith('.pdf') ? pdf(document) : Buffer.from(`${document.title}\n\n${document.body.join('\n')}\n`, 'utf8');
    writeFileSync(join(outDir, tenant, file), bytes);
    sizes[`${tenant}/${file}`] = bytes.length;
  }
}
writeFileSync(
  sizesFile,
  `// Written by tools/content/make-downloads.mjs from the files it generates; do not edit by hand.\n` +
    `export const DOWNLOAD_SIZES: Readonly<Record<string, number>> = ${JSON.stringify(sizes, null, 2).replace(/"/g, "'")};\n`,
);
console.log(`${Object.keys(sizes).length} Dokumente geschrieben.`);
