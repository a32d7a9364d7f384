import { ANERKENNUNG_STATUS_LABELS, type Datenauskunft, type DatenschutzPerson } from '@fobu/api-contract';
import {
  actingStaffName,
  BOOKING_STATE_LABELS,
  BOOKING_STEP_LABELS,
  EMAIL_DELIVERY_LABELS,
  formatHours,
  formatLongDay,
  formatMoment,
  isTenant,
  MEETING_ANSWER_LABELS,
  PRIVACY_CASE_LABELS,
  REMINDER_CHOICE_LABELS,
  ROLE_LABELS,
  START_VIEW_LABELS,
  TENANT_PROFILES,
  WORKGROUP_STATE_LABELS,
} from '@fobu/domain';
import { FlowingPdf } from './pdf-flow';

/*
 * The data export as a readable German PDF (docs/people-and-settings.md, "Data protection (DSGVO)"):
 * the same content as the JSON, section by section, with the portal's labels instead of wire values.
 */

const moment = (iso: string | null) => (iso ? formatMoment(iso) : '–');
const yesNo = (value: boolean) => (value ? 'ja' : 'nein');
const staffName = (person: DatenschutzPerson | null) => (person ? actingStaffName(person) : '–');

type Section = (doc: FlowingPdf, data: Datenauskunft) => void;

const account: Section = (doc, { person }) => {
  doc.heading('Ihre Daten aus der Anmeldung');
  doc.field('Name', `${person.anrede} ${person.vorname} ${person.name}`.trim());
  doc.field('E-Mail', person.email);
  doc.field('Benutzername', person.benutzername);
  doc.field('Kennung', person.uid);
  doc.field('Schule', person.schule ? `${person.schule.name} (${person.schule.dstnr})` : '–');
  doc.field('Dienststelle', person.dienststelle);
  doc.field('Rollen', person.rollen.map((role) => ROLE_LABELS[role]).join(', ') || '–');
};

const settings: Section = (doc, { einstellungen }) => {
  doc.heading('Einstellungen');
  doc.field('E-Mails', einstellungen.email ? 'Benachrichtigungen auch per E-Mail' : 'keine E-Mails');
  const off = Object.entries(einstellungen.arten).filter(([, on]) => !on);
  doc.field('Ausgeschaltete Arten', off.map(([art]) => art).join(', ') || 'keine');
  doc.field('Erinnerungen', einstellungen.erinnerungVorlauf ? REMINDER_CHOICE_LABELS[einstellungen.erinnerungVorlauf] : '–');
  doc.field('Kalender-Abo', einstellungen.kalenderAbo ? `eingerichtet am ${moment(einstellungen.kalenderAbo.eingerichtetAm)}` : 'keines');
  const startViews = einstellungen.startansichten.map(({ rolle, ansicht }) => `${ROLE_LABELS[rolle]}: ${START_VIEW_LABELS[ansicht]}`);
  doc.field('Erste Liste der Veranstaltungssuche', startViews.join('\n') || 'wie für die Rolle vorgesehen');
};

const bookings: Section = (doc, { anmeldungen }) => {
  doc.heading('Anmeldungen');
  if (anmeldungen.length === 0) doc.paragraph('Keine.');
  for (const booking of anmeldungen) {
    doc.field('Veranstaltung', `${booking.titel} (${booking.vnr})`);
    doc.field('Termin', `${moment(booking.beginn)}${booking.ort ? `, ${booking.ort}` : ''}`);
    const place = booking.wartelistePosition !== null ? `, Platz ${booking.wartelistePosition} der Warteliste` : '';
    doc.field('Stand', `${BOOKING_STATE_LABELS[booking.status]}${place}`);
    doc.field('Angemeldet am', moment(booking.angemeldetAm));
    if (booking.bemerkung) doc.field('Ihre Bemerkung', booking.bemerkung);
    if (booking.anwesenheit.length > 0)
      doc.field('Anwesenheit', booking.anwesenheit.map((a) => `Sitzung ${a.sitzung + 1}: ${BOOKING_STATE_LABELS[a.status]}`).join('\n'));
    const steps = booking.verlauf.map((step) => {
      const who = step.vonPerson ? 'Sie selbst' : step.akteur ? staffName(step.akteur) : 'das Portal';
      return `${moment(step.am)}: ${BOOKING_STEP_LABELS[step.schritt]} (${who})${step.grund ? ` – „${step.grund}“` : ''}`;
    });
    doc.field('Verlauf', steps.join('\n'));
    doc.gap();
  }
};

const groups: Section = (doc, { arbeitsgruppen, treffen }) => {
  doc.heading('Arbeitsgruppen und Treffen');
  if (arbeitsgruppen.length + treffen.length === 0) doc.paragraph('Keine.');
  for (const group of arbeitsgruppen)
    doc.field(group.titel, `Mitglied seit ${moment(group.seit)} (${WORKGROUP_STATE_LABELS[group.status]})`);
  for (const meeting of treffen)
    doc.field(`Treffen ${moment(meeting.beginn)}`, `${meeting.gruppe}: ${MEETING_ANSWER_LABELS[meeting.antwort]}`);
};

const notifications: Section = (doc, { benachrichtigungen }) => {
  doc.heading('Benachrichtigungen und E-Mails');
  if (benachrichtigungen.length === 0) doc.paragraph('Keine.');
  for (const note of benachrichtigungen) {
    doc.field(
      moment(note.erstelltAm),
      `${note.betreff}\nE-Mail: ${EMAIL_DELIVERY_LABELS[note.zustellung]}; gelesen: ${yesNo(note.gelesen)}`,
    );
    doc.paragraph(note.text, true);
  }
};

const contacts: Section = (doc, { kontaktanfragen }) => {
  if (kontaktanfragen.length === 0) return;
  doc.heading('Kontaktanfragen');
  for (const request of kontaktanfragen) {
    doc.field(moment(request.erstelltAm), `${request.referenz}${request.thema ? `: ${request.thema}` : ''}`);
    doc.paragraph(request.nachricht, true);
  }
};

const recognitions: Section = (doc, { anerkennungen }) => {
  if (anerkennungen.length === 0) return;
  doc.heading('Anträge auf Anerkennung');
  for (const request of anerkennungen) {
    doc.field(
      'Fortbildung',
      `${request.titel} (${request.anbieter}), ${formatLongDay(request.datum)}, ${formatHours(request.stunden)} Stunden`,
    );
    const granted = request.anerkannteStunden === null ? '' : ` mit ${formatHours(request.anerkannteStunden)} Stunden`;
    doc.field('Stand', `${ANERKENNUNG_STATUS_LABELS[request.status]}${granted}${request.begruendung ? ` – „${request.begruendung}“` : ''}`);
    doc.field('Beantragt am', moment(request.erstelltAm));
    doc.field('Nachweis', request.nachweisName);
    doc.gap();
  }
};

const privacyLog: Section = (doc, { datenschutz }) => {
  doc.heading('Datenschutz-Vorgänge');
  for (const entry of datenschutz)
    doc.field(
      moment(entry.gestelltAm),
      `${PRIVACY_CASE_LABELS[entry.status]}${entry.format ? ` (${entry.format.toUpperCase()})` : ''}: ${staffName(entry.gestelltVon)}`,
    );
};

const SECTIONS: readonly Section[] = [account, settings, bookings, groups, notifications, contacts, recognitions, privacyLog];

/** The export as an A4 PDF. */
export async function dataExportPdf(data: Datenauskunft): Promise<Uint8Array> {
  const tenant = isTenant(data.mandant) ? TENANT_PROFILES[data.mandant] : undefined;
  const name = `${data.person.vorname} ${data.person.name}`.trim();
  const doc = await FlowingPdf.create({
    title: `Datenauskunft: ${name}`,
    subject: 'Auskunft nach Art. 15 DSGVO über die im FOBU-Portal gespeicherten Daten',
    author: tenant?.name ?? 'FOBU-Portal',
    created: new Date(data.erstelltAm),
  });
  doc.heading(`Datenauskunft für ${name}`, 1);
  doc.paragraph(
    `Auskunft nach Art. 15 DSGVO: alle Daten, die das FOBU-Portal${tenant ? ` des ${tenant.shortName}` : ''} über Sie speichert, Stand ${moment(data.erstelltAm)}. ` +
      'Dieselben Daten erhalten Sie maschinenlesbar als JSON-Datei.',
  );
  for (const section of SECTIONS) section(doc, data);
  return doc.save(`Datenauskunft ${name}, ${moment(data.erstelltAm)}`);
}
