import { KREISE } from '@fobu/api-contract';
import { formatGermanNumber, formatShortDay, SEAT_STATES, TENANT_PROFILES, type Tenant } from '@fobu/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { sessionsOf } from './date-sessions';

/** What the calendar and the certificate need of one booking, its date and its person. */
export interface BookingDocumentRow {
  id: number;
  vnr: string;
  status: string;
  titel: string;
  mandant: Tenant;
  umfang_stunden: number;
  kontakt: string;
  beginn: Date | null;
  ende: Date | null;
  sitzungen: { beginn: string; ende: string }[] | string | null;
  ort_name: string | null;
  adresse: string | null;
  raum: string | null;
  kreis: string | null;
  online_link: string | null;
  salutation: string;
  vorname: string;
  name: string;
  leitung: string;
}

/**
 * The query behind both documents; `a` is anmeldungen. The meeting link of an online date only
 * for someone with a seat: a place on the waiting list is not yet a way in.
 */
export const BOOKING_DOCUMENT_SELECT = `
  SELECT a.id, a.vnr, a.status, g.titel, g.mandant, g.umfang_stunden, g.kontakt, t.beginn, t.ende, t.sitzungen,
         t.ort_name, t.adresse, t.raum, t.kreis,
         CASE WHEN a.status IN (${SEAT_STATES.map((state) => `'${state}'`).join(', ')}) THEN t.online_link END AS online_link, u.salutation, u.vorname, u.name, l.vorname || ' ' || l.name AS leitung
    FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr JOIN users u ON u.uid = a.uid JOIN users l ON l.uid = g.leitung_uid
    LEFT JOIN termine t ON t.id = a.termin_id`;

/** A venue as one line („Lernort, Raum, Adresse, Kreis“; the district only where the address lacks it), or null online. */
export function venueLine(row: Pick<BookingDocumentRow, 'ort_name' | 'raum' | 'adresse' | 'kreis'>): string | null {
  if (!row.ort_name) return null;
  const kreis = KREISE.find((k) => k.key === row.kreis)?.name;
  return [row.ort_name, row.raum, row.adresse, kreis && row.adresse?.includes(kreis) ? null : kreis].filter(Boolean).join(', ');
}

const placeOf = (row: BookingDocumentRow) => venueLine(row) ?? (row.online_link ? `Online: ${row.online_link}` : 'Online');

/**
 * An iCalendar file (RFC 5545) of the given bookings (those that hold or wait for a seat: a place
 * on the waiting list or awaiting approval is tentative): one event per session, so that a course on
 * two afternoons shows as two appointments. The UIDs are stable, so importing again updates.
 */
export function bookingCalendar(rows: readonly BookingDocumentRow[], host: string): string {
  const calendar = ical({
    name: 'Fortbildungen',
    prodId: { company: 'Land Schleswig-Holstein', product: 'FOBU-Portal', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: 'Europe/Berlin',
  });
  for (const row of rows) {
    const sessions = sessionsOf(row.sitzungen);
    const parts =
      sessions.length > 0 ? sessions : row.beginn && row.ende ? [{ beginn: row.beginn.toISOString(), ende: row.ende.toISOString() }] : [];
    parts.forEach((session, index) => {
      calendar.createEvent({
        id: `anmeldung-${row.id}-${index + 1}@${host}`,
        start: new Date(session.beginn),
        end: new Date(session.ende),
        summary: parts.length > 1 ? `${row.titel} (Teil ${index + 1} von ${parts.length})` : row.titel,
        location: placeOf(row),
        description: [
          `Veranstaltungsnummer ${row.vnr}`,
          row.status === 'zugelassen' ? 'Sie sind zugelassen.' : 'Ihre Teilnahme ist noch nicht bestätigt.',
          row.online_link ? `Zugang: ${row.online_link}` : null,
          `Kontakt: ${row.kontakt}`,
        ]
          .filter(Boolean)
          .join('\n'),
        status: row.status === 'zugelassen' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      });
    });
  }
  return calendar.toString();
}

const day = (date: Date) => formatShortDay(date.toISOString());

/**
 * The confirmation of attendance (Teilnahmebestätigung) as an A4 PDF, with the text also in the
 * document's title and subject, so that it is found and read out.
 */
export async function attendanceCertificate(row: BookingDocumentRow, issuedOn: Date): Promise<Uint8Array> {
  const tenant = TENANT_PROFILES[row.mandant];
  const person = `${row.salutation} ${row.vorname} ${row.name}`.trim();
  const when = row.beginn
    ? row.ende && day(row.ende) !== day(row.beginn)
      ? `vom ${day(row.beginn)} bis ${day(row.ende)}`
      : `am ${day(row.beginn)}`
    : null;
  const scope = `(Veranstaltungsnummer ${row.vnr}) im Umfang von ${formatGermanNumber(row.umfang_stunden)} Stunden`;
  // A self-learning course has no date: it is finished, not attended.
  const lines =
    row.status === 'abgeschlossen'
      ? [`${person} hat den Selbstlernkurs`, `„${row.titel}“`, `${scope} abgeschlossen.`]
      : [`${person} hat ${when ? `${when} ` : ''}an der Fortbildung`, `„${row.titel}“`, `${scope} teilgenommen.`];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Teilnahmebestätigung: ${row.titel}`);
  pdf.setSubject(lines.join(' '));
  pdf.setAuthor(tenant.name);
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(issuedOn);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0, 0.118, 0.286);
  let y = 770;
  const write = (text: string, size: number, font = regular, gap = size * 1.5) => {
    for (const line of wrap(text, font, size, 475)) {
      page.drawText(line, { x: 60, y, size, font, color: ink });
      y -= gap;
    }
  };
  write(tenant.name, 11, bold);
  y -= 60;
  write('Teilnahmebestätigung', 24, bold, 40);
  for (const line of lines) write(line, 12, line.startsWith('„') ? bold : regular, 20);
  y -= 20;
  write(`Veranstaltungsleitung: ${row.leitung}`, 11);
  y -= 80;
  write(`Kiel, ${day(issuedOn)}`, 11);
  write(`${tenant.shortName} – maschinell erstellt, gültig ohne Unterschrift`, 9, regular, 14);
  return pdf.save();
}

/** Breaks text into lines no wider than `width` points. */
function wrap(text: string, font: { widthOfTextAtSize(text: string, size: number): number }, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
