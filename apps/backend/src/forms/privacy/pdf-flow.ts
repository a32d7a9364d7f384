import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { wrap } from '../documents/attendance-certificate';
import { embedPortalFonts, type PdfTypeface } from '../documents/pdf-fonts';

/*
 * A PDF of flowing text over as many A4 pages as it takes: headings, labelled lines and paragraphs,
 * each wrapped to the page, a new page where one is full, and „Seite n von m“ on every page.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 150;
const FOOTER = 36;
const INK = rgb(0, 0.118, 0.286);
const MUTED = rgb(0.3, 0.34, 0.4);

export class FlowingPdf {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PdfTypeface,
    private readonly bold: PdfTypeface,
  ) {
    this.newPage();
  }

  /** A document with its title, subject and language set, so that it is found and read out. */
  static async create(meta: { title: string; subject: string; author: string; created: Date }): Promise<FlowingPdf> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setSubject(meta.subject);
    pdf.setAuthor(meta.author);
    pdf.setLanguage('de-DE');
    pdf.setCreationDate(meta.created);
    const { regular, bold } = await embedPortalFonts(pdf);
    return new FlowingPdf(pdf, regular, bold);
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points on this page, else a new page. */
  private room(height: number): void {
    if (this.y - height < PAGE.margin + FOOTER) this.newPage();
  }

  private draw(lines: string[], x: number, width: number, size: number, font: PdfTypeface, color = INK): number {
    for (const [index, line] of lines.entries()) font.draw(this.page, line, { x, y: this.y - index * size * 1.4, size, color });
    return lines.length * size * 1.4;
  }

  /** A heading of level 1 (the title) or 2 (a section). */
  heading(text: string, level: 1 | 2 = 2): void {
    const size = level === 1 ? 20 : 14;
    const lines = wrap(text, this.bold, size, WIDTH);
    this.room(lines.length * size * 1.4 + size * 2);
    this.y -= level === 1 ? 0 : size;
    this.y -= this.draw(lines, PAGE.margin, WIDTH, size, this.bold) + size * 0.4;
  }

  /** A paragraph; `small` for notes. */
  paragraph(text: string, small = false): void {
    const size = small ? 9 : 10.5;
    for (const line of text.split('\n').flatMap((part) => wrap(part, this.regular, size, WIDTH))) {
      this.room(size * 1.4);
      this.y -= this.draw([line], PAGE.margin, WIDTH, size, this.regular, small ? MUTED : INK);
    }
    this.y -= size * 0.5;
  }

  /** A label and its value side by side; the value wraps in its column. */
  field(label: string, value: string): void {
    const size = 10.5;
    const labels = wrap(label, this.bold, size, LABEL_WIDTH - 8);
    const values = value.split('\n').flatMap((part) => wrap(part || '–', this.regular, size, WIDTH - LABEL_WIDTH));
    this.room(Math.max(labels.length, values.length) * size * 1.4);
    const height = Math.max(
      this.draw(labels, PAGE.margin, LABEL_WIDTH, size, this.bold),
      this.draw(values, PAGE.margin + LABEL_WIDTH, WIDTH - LABEL_WIDTH, size, this.regular),
    );
    this.y -= height + 2;
  }

  /** Space between entries of a list. */
  gap(points = 8): void {
    this.y -= points;
  }

  /** The document, each page with „Seite n von m“. */
  async save(footer: string): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    for (const [index, page] of pages.entries())
      this.regular.draw(page, `${footer} – Seite ${index + 1} von ${pages.length}`, {
        x: PAGE.margin,
        y: PAGE.margin - 20,
        size: 8,
        color: MUTED,
      });
    return this.pdf.save();
  }
}
