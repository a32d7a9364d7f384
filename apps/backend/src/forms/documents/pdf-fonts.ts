import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { woffToSfnt } from './woff';

/*
 * The portal's own font, Fira Sans, for every PDF the portal makes: the standard PDF fonts write
 * Windows-1252 only, and pdf-lib refuses a whole document over one name like Łucja or Şahin. The
 * package ships the font in subsets (Latin, Latin Extended), so a typeface here is the two faces
 * together, each character drawn from the face that has it; what neither has (an arrow, say)
 * becomes its nearest letter, else „?“.
 */

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext'] as const;
const WEIGHTS = { regular: 400, bold: 700 } as const;

/** The font files, read once per process and unwrapped (woff.ts). */
const fontFiles = new Map<string, Uint8Array>();
function fontFile(subset: string, weight: number): Uint8Array {
  const name = `fira-sans-${subset}-${weight}-normal.woff`;
  let bytes = fontFiles.get(name);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(require.resolve(`@fontsource/fira-sans/files/${name}`)));
    fontFiles.set(name, bytes);
  }
  return bytes;
}

/** Characters no face has, as the nearest they have. */
const NEAREST: Readonly<Record<string, string>> = { '→': '->', '←': '<-', '↔': '<->', '⇒': '=>', '≥': '>=', '≤': '<=' };

/** Text drawn and measured in one style of the portal's font, whatever letters it holds. */
export class PdfTypeface {
  private readonly sets: readonly Set<number>[];

  constructor(private readonly faces: readonly PDFFont[]) {
    this.sets = faces.map((face) => new Set(face.getCharacterSet()));
  }

  /** The text as runs of one face each; white space as one space, a character no face has as its nearest, else „?“. */
  private runs(text: string): { face: PDFFont; text: string }[] {
    const runs: { face: PDFFont; text: string }[] = [];
    for (const ch of Array.from(text.replace(/\s+/g, ' ')).flatMap((c) => Array.from(this.writable(c)))) {
      const face = this.faces[this.faceIndex(ch)];
      const last = runs[runs.length - 1];
      if (last?.face === face) last.text += ch;
      else runs.push({ face, text: ch });
    }
    return runs;
  }

  private faceIndex(ch: string): number {
    const index = this.sets.findIndex((set) => set.has(ch.codePointAt(0) ?? -1));
    return Math.max(0, index);
  }

  private writable(ch: string): string {
    const has = (c: string) => this.sets.some((set) => set.has(c.codePointAt(0) ?? -1));
    if (has(ch)) return ch;
    const nearest = NEAREST[ch] ?? ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return nearest && Array.from(nearest).every(has) ? nearest : '?';
  }

  /** Each character's width at size 1000, per face: a character is its glyph (no shaping), so a text's width is their sum. */
  private readonly widths = new Map<string, number>();

  widthOfTextAtSize(text: string, size: number): number {
    let width = 0;
    for (const run of this.runs(text)) {
      for (const ch of run.text) {
        const key = `${this.faces.indexOf(run.face)}${ch}`;
        let known = this.widths.get(key);
        if (known === undefined) {
          known = run.face.widthOfTextAtSize(ch, 1000);
          this.widths.set(key, known);
        }
        width += known;
      }
    }
    return (width * size) / 1000;
  }

  /** Draws the text on the page from `x`, run by run. */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }): void {
    let x = options.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...options, x, font: run.face });
      x += run.face.widthOfTextAtSize(run.text, options.size);
    }
  }
}

/**
 * fontkit with its parsed fonts kept per file, and without shaping: pdf-lib reads only the glyphs
 * of a layout (it draws glyph by glyph at their advance widths, never kerned), and shaping every
 * text it measured or drew made a sign-in sheet take most of a second. Each character is its glyph.
 */
const parsedFonts = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      const parsed = fontkit.create(bytes, postscriptName);
      parsed.layout = (text: string) =>
        ({ glyphs: parsed.glyphsForString(text), positions: [] }) as unknown as ReturnType<typeof parsed.layout>;
      font = parsed;
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** Embeds the portal's font in the document (only the glyphs it uses): its regular and bold typeface. */
export async function embedPortalFonts(pdf: PDFDocument): Promise<{ regular: PdfTypeface; bold: PdfTypeface }> {
  pdf.registerFontkit(cachingFontkit);
  const typeface = async (weight: number) =>
    new PdfTypeface(await Promise.all(SUBSETS.map((subset) => pdf.embedFont(fontFile(subset, weight), { subset: true }))));
  return { regular: await typeface(WEIGHTS.regular), bold: await typeface(WEIGHTS.bold) };
}

/**
 * Draws one document in both typefaces and throws it away, so that the first confirmation or
 * sign-in sheet a person asks for does not pay for reading the fonts and warming up their code
 * (under load, more than a second). The forms service calls it once as it starts.
 */
export async function preparePortalFonts(): Promise<void> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedPortalFonts(pdf);
  const page = pdf.addPage();
  for (const face of [regular, bold])
    face.draw(page, 'Teilnahmebestätigung Łucja Şahin „→“', { x: 10, y: 10, size: 10, color: rgb(0, 0, 0) });
  await pdf.save();
}
