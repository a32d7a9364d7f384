import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { signInSheet } from '../exports/sign-in-sheet';
import { confirmationFacts } from '../certificates/confirmation-facts';
import { attendanceCertificate } from './attendance-certificate';
import type { BookingDocumentRow } from './document-queries';

/** The names of the fonts a PDF's pages use. */
function fontNames(pdf: PDFDocument): string[] {
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(object.get(PDFName.of('BaseFont')))]
        : [],
    );
}

const row: BookingDocumentRow = {
  id: 1,
  uid: 'u1',
  vnr: 'IQ2600001',
  treffen: false,
  status: 'teilgenommen',
  titel: 'Übergänge „Kita → Schule“ gestalten',
  mandant: 'iqsh',
  umfang_stunden: 6,
  kontakt: 'fortbildung@iqsh.de',
  beginn: new Date('2026-03-12T08:00:00Z'),
  ende: new Date('2026-03-12T15:00:00Z'),
  sitzungen: null,
  ort_name: 'IQSH',
  adresse: 'Schreberweg 5, 24119 Kronshagen',
  raum: null,
  kreis: null,
  online_link: null,
  salutation: 'Frau',
  vorname: 'Łucja',
  name: 'Şahin-Dvořák',
  leitung: 'Jürgen Groß',
};

describe('the portal’s PDFs', () => {
  it('draw a confirmation of attendance for names and titles outside Windows-1252, in the portal’s own font', async () => {
    const facts = confirmationFacts(row, { sessionsAttended: 1, sessionsTotal: 1, hoursAttended: 6, hoursTotal: 6 });
    const mark = { code: '0000-0000-0000-0000-0000', url: 'https://forms.example/nachweis/0000-0000-0000-0000-0000' };
    const pdf = await PDFDocument.load(await attendanceCertificate(row, facts, mark, new Date('2026-03-13T10:00:00Z')));
    expect(pdf.getSubject()).toContain(
      'Frau Łucja Şahin-Dvořák hat am 12.03.2026 an der Fortbildung „Übergänge „Kita → Schule“ gestalten“',
    );
    expect(fontNames(pdf).length).toBeGreaterThan(0);
    expect(fontNames(pdf).every((name) => name.includes('FiraSans'))).toBe(true);
  });

  it('draw the sign-in sheet in the portal’s own font too, also what the font lacks', async () => {
    const date = {
      vnr: row.vnr,
      titel: row.titel,
      mandant: row.mandant,
      beginn: new Date('2026-03-12T08:00:00Z'),
      sessions: [{ beginn: '2026-03-12T08:00:00Z', ende: '2026-03-12T15:00:00Z' }],
      place: 'Online',
      maxPlaetze: 3,
    };
    const people = [{ name: 'Şahin ⇆ Łukasiewicz', vorname: 'Jürgen ẞ', schule: 'Schule am Ørsted-Platz' }];
    const pdf = await PDFDocument.load(await signInSheet(date, people, new Date('2026-03-01T10:00:00Z')));
    expect(fontNames(pdf).length).toBeGreaterThan(0);
    expect(fontNames(pdf).every((name) => name.includes('FiraSans'))).toBe(true);
  });
});
