import { BOOKING_ROLES, TENANTS, type Tenant } from '@fobu/domain';
import { KREISE, SCHULARTEN } from '@fobu/api-contract';
import type { Random } from './seed-random';
import { dateDeadlines, offerSearchText, platformLink, type DateRow, type OfferRow, type Vtyp } from './seed-rows';
import type { SeedSchool } from './seed-schools';
import * as words from './seed-data';

const DAY = 86_400_000;

/** The target groups an offer's random draw picks from. */
const DRAWN_GROUPS = ['lehrkraft', 'liv', 'schulleitung', 'schulbegleiter', 'sozialmitarbeiter'];
/**
 * The other booking roles join every third offer or so by the offer's number, not by a draw:
 * so every booking role finds offers it may book, and the random sequence (thus the rest of
 * the seed) stays as it was.
 */
const furtherGroups = (offerIndex: number) =>
  BOOKING_ROLES.filter((role) => !DRAWN_GROUPS.includes(role)).filter((_, k) => (offerIndex + k) % 3 === 0);

/** A date as the bookings' draw needs it. */
export interface SeedDate {
  id: number;
  vnr: string;
  mandant: Tenant;
  beginn: Date;
  max: number;
  wl: number;
  status: string;
  approval: boolean;
  schule: string | null;
}

/** The drawn offers and dates, and the self-paced courses (SLK) among them. */
export interface SeedOffers {
  offerRows: OfferRow[];
  dateRows: DateRow[];
  dates: SeedDate[];
  slks: { vnr: string; mandant: Tenant }[];
  lastDateId: number;
}

interface DrawContext {
  rnd: Random;
  now: Date;
  today: Date;
  organisers: Record<Tenant, string[]>;
  schools: readonly SeedSchool[];
  ids: { next(): number };
}

type OfferToDate = { vnr: string; mandant: Tenant; vtyp: Vtyp; format: string; base: number };

/** Date `d` of an offer, with its seats, state and place. */
function drawDate({ rnd, now, schools, ids }: DrawContext, { vnr, mandant, vtyp, format, base }: OfferToDate, d: number) {
  const start = new Date(base + d * rnd.int(14, 60) * DAY + (rnd.chance(0.5) ? 7 : 12) * 3_600_000);
  const sessions = rnd.chance(0.25) ? 2 : 1;
  const hours = rnd.pick([3, 4, 6]);
  const sitzungen = Array.from({ length: sessions }, (_, s) => {
    const b = new Date(start.getTime() + s * 7 * DAY);
    return {
      beginn: b.toISOString(),
      ende: new Date(b.getTime() + hours * 3_600_000).toISOString(),
    };
  });
  const ende = new Date(sitzungen[sessions - 1].ende);
  const kreis = rnd.pick(KREISE).key;
  const ort = words.ORTE[kreis][0];
  const max = vtyp === 'ABRUF' ? rnd.int(15, 40) : rnd.int(12, 30);
  const wl = rnd.int(3, 10);
  const past = start.getTime() < now.getTime();
  const anmeldebeginn = new Date(start.getTime() - rnd.int(40, 120) * DAY);
  const status = past
    ? rnd.chance(0.05)
      ? 'abgesagt'
      : 'durchgefuehrt'
    : anmeldebeginn > now
      ? 'geplant'
      : rnd.chance(0.03)
        ? 'abgesagt'
        : 'buchbar';
  const approval = rnd.chance(0.2);
  const schule = vtyp === 'ABRUF' ? rnd.pick(schools.filter((s) => s.mandant === mandant)).dstnr : null;
  const id = ids.next();
  const date: SeedDate = {
    id,
    vnr,
    mandant,
    beginn: start,
    max,
    wl,
    status,
    approval,
    schule,
  };
  const row: DateRow = {
    id,
    vnr,
    mandant,
    beginn: start,
    ende,
    sitzungen: JSON.stringify(sitzungen),
    ort_name: format === 'online' ? null : `${mandant === 'iqsh' ? 'IQSH-Lernort' : 'SHIBB-Lernort'} ${ort}`,
    adresse: format === 'online' ? null : `${rnd.pick(words.STRASSEN)} ${rnd.int(1, 60)}, ${ort}`,
    raum: format === 'online' ? null : `Raum ${rnd.int(1, 3)}.${String(rnd.int(1, 20)).padStart(2, '0')}`,
    kreis: format === 'online' ? null : kreis,
    online_link: format === 'praesenz' ? null : `https://konferenz.example/${vnr.toLowerCase()}-${d + 1}`,
    min_plaetze: Math.min(8, max),
    max_plaetze: max,
    warteliste_plaetze: wl,
    anmeldebeginn,
    ...dateDeadlines(start),
    genehmigung_erforderlich: approval,
    status,
    schule_dstnr: schule,
  };
  return { date, row };
}

/** An offer's dates: one to three for a TERMIN offer, sometimes one or two for an ABRUF offer, none for SLK. */
function drawDates(context: DrawContext, offer: OfferToDate): { dates: SeedDate[]; dateRows: DateRow[] } {
  const { rnd } = context;
  const { vtyp } = offer;
  const dates: SeedDate[] = [];
  const dateRows: DateRow[] = [];
  if (vtyp === 'TERMIN' || (vtyp === 'ABRUF' && rnd.chance(0.4))) {
    const n = vtyp === 'TERMIN' ? rnd.int(1, 3) : rnd.int(1, 2);
    for (let d = 0; d < n; d++) {
      const { date, row } = drawDate(context, offer, d);
      dates.push(date);
      dateRows.push(row);
    }
  }
  return { dates, dateRows };
}

/** Draws offer `i` of a tenant with its dates; the order of the draws is the seed's. */
function drawOffer(context: DrawContext, mandant: Tenant, i: number): { offer: OfferRow; dates: SeedDate[]; dateRows: DateRow[] } {
  const { rnd, now, today, organisers } = context;
  const vnr = `${mandant === 'iqsh' ? 'IQ' : 'SB'}${String(240001 + i)}`;
  const roll = rnd.next();
  const vtyp = roll < 0.65 ? 'TERMIN' : roll < 0.85 ? 'ABRUF' : 'SLK';
  const fach = mandant === 'iqsh' ? rnd.pick(words.FAECHER) : rnd.pick(words.BERUFSFELDER);
  const titel = rnd.chance(0.25) ? rnd.pick(words.UEBERGREIFEND) : rnd.pick(words.TITEL_MUSTER).replace('{f}', fach);
  const format = vtyp === 'SLK' ? 'online' : rnd.pick(['praesenz', 'praesenz', 'praesenz', 'online', 'hybrid'] as const);
  const schularten =
    mandant === 'iqsh' ? rnd.sample(SCHULARTEN.slice(0, 4), rnd.int(1, 3)) : rnd.sample(SCHULARTEN.slice(4), rnd.int(1, 2));
  const kennzeichen = rnd.chance(0.4) ? rnd.sample(words.KENNZEICHEN, rnd.int(1, 2)) : [];
  const leitung = i % 10 === 0 ? organisers[mandant][0] : rnd.pick(organisers[mandant]);
  const base = today.getTime() + rnd.int(-420, 300) * DAY;
  const drawn = drawDates(context, { vnr, mandant, vtyp, format, base });
  const termine = drawn.dates;
  const future = termine.filter((d) => d.beginn >= now).sort((a, b) => +a.beginn - +b.beginn);
  const last = termine.reduce<Date | null>((m, d) => (!m || d.beginn > m ? d.beginn : m), null);
  const oldPast = last !== null && last.getTime() < now.getTime() - 180 * DAY;
  const status = oldPast ? 'archiviert' : rnd.chance(0.92) ? 'veroeffentlicht' : rnd.pick(['entwurf', 'zur_pruefung', 'abgesagt'] as const);
  // Published about three months before the offer's first date, never in the future; derived,
  // not drawn, so that the rest of the seed stays as it was.
  const veroeffentlicht = ['entwurf', 'zur_pruefung'].includes(status)
    ? null
    : new Date(Math.min(base - 90 * DAY, now.getTime() - ((i * 7) % 45) * DAY - (i % 24) * 3_600_000));
  const beschreibung = `${titel}: Die Veranstaltung richtet sich an ${schularten.join(', ')} und verbindet fachliche Impulse mit Erprobung im eigenen Unterricht.`;
  // Written field by field in this order: each draw of `rnd` happens where it always did.
  const offer: OfferRow = {
    vnr,
    mandant,
    vtyp,
    titel,
    beschreibung,
    ziele: 'Die Teilnehmenden kennen aktuelle fachdidaktische Ansätze und können sie in ihrer Lerngruppe anwenden.',
    hinweise:
      vtyp === 'SLK' ? 'Abschluss nach Bearbeitung aller Module und des Abschlusstests.' : 'Bitte bringen Sie ein digitales Endgerät mit.',
    zielgruppen: [...rnd.sample(DRAWN_GROUPS, rnd.int(1, 3)), ...furtherGroups(i)],
    schularten,
    faecher: [fach],
    kennzeichen,
    format,
    umfang_stunden: rnd.pick([3, 4, 6, 8, 12, 16]),
    gebuehr: rnd.chance(0.85) ? 0 : rnd.pick([25, 40, 60]),
    leitung_uid: leitung,
    referenten: rnd.sample(words.REFERENTEN, rnd.int(1, 2)),
    kontakt: `fortbildung@${mandant}.example, Tel. 0431 5403-${rnd.int(100, 999)}`,
    anhaenge: JSON.stringify(
      rnd.chance(0.3)
        ? [
            {
              name: 'Ausschreibung.pdf',
              url: `https://${mandant}.example/anhang/${vnr}.pdf`,
            },
          ]
        : [],
    ),
    status,
    plattform_link: vtyp === 'SLK' ? platformLink(vnr) : null,
    naechster_termin: future[0]?.beginn ?? null,
    letzter_termin: last,
    suchtext: offerSearchText({ vnr, titel, faecher: [fach], kennzeichen }),
    veroeffentlicht_am: veroeffentlicht,
    selbstabschluss: false,
  };
  return { offer, dates: drawn.dates, dateRows: drawn.dateRows };
}

/** Draws every tenant's offers (iqsh `offersIqsh`, shibb half as many) and their dates. */
export function drawOffers(
  rnd: Random,
  setting: { now: Date; today: Date; offersIqsh: number; organisers: Record<Tenant, string[]>; schools: readonly SeedSchool[] },
): SeedOffers {
  let lastDateId = 0;
  const context: DrawContext = { rnd, ...setting, ids: { next: () => ++lastDateId } };
  const drawn: SeedOffers = { offerRows: [], dateRows: [], dates: [], slks: [], lastDateId: 0 };
  for (const mandant of TENANTS) {
    const count = mandant === 'iqsh' ? setting.offersIqsh : Math.ceil(setting.offersIqsh / 2);
    for (let i = 0; i < count; i++) {
      const { offer, dates, dateRows } = drawOffer(context, mandant, i);
      drawn.offerRows.push(offer);
      drawn.dates.push(...dates);
      drawn.dateRows.push(...dateRows);
      if (offer.vtyp === 'SLK') drawn.slks.push({ vnr: offer.vnr, mandant });
    }
  }
  return { ...drawn, lastDateId };
}
