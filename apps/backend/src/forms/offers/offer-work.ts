import { angebotFehler, type AngebotArbeitsstand, type AngebotInhalt, type HistorieEintrag } from '@fobu/api-contract';
import {
  allowedOfferActions,
  OFFER_NOT_VISIBLE,
  offerActionRefusal,
  type OfferAction,
  type OfferActor,
  type OfferRefusal,
} from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { HttpError, invalidInput } from '../../http/errors';
import { factsOf } from './offer-facts';
import { CONTENT_COLUMNS, CONTENT_FIELDS, loadWork, type HistoryRow, type WorkRow } from './offer-work-queries';

/*
 * The rules of the work on an offer (docs/offers.md) on plain rows: the content under work, the
 * work state as a person sees it, and the refusals of @fobu/domain's offer rules as answers.
 */

/** The kind's rules of an offer's content (a course's platform link), as a 400 naming the field. */
export function checkKind(vtyp: AngebotArbeitsstand['vtyp'], content: AngebotInhalt): void {
  const fehler = angebotFehler(vtyp, content);
  if (fehler.length > 0) throw invalidInput(fehler);
}

/** jsonb keeps an object's keys in its own order: the attachments as written, so that a comparison sees no change. */
const withOrderedAttachments = (content: AngebotInhalt): AngebotInhalt => ({
  ...content,
  anhaenge: content.anhaenge.map(({ name, url }) => ({ name, url })),
});

/** The content in the offer's columns: what the catalogue shows once it is published (and what an archived offer is taken over with). */
export const contentOf = (row: WorkRow): AngebotInhalt =>
  withOrderedAttachments(Object.fromEntries(CONTENT_FIELDS.map((field) => [field, row[CONTENT_COLUMNS[field]]])) as AngebotInhalt);

/**
 * The content under work: a published offer's open revision, else the offer's own. A revision
 * written before a field existed keeps the published value of that field.
 */
export const workContent = (row: WorkRow): AngebotInhalt => withOrderedAttachments({ ...contentOf(row), ...row.r_inhalt });

export function workView(row: WorkRow, actor: OfferActor): AngebotArbeitsstand {
  return {
    ...workContent(row),
    vnr: row.vnr,
    vtyp: row.vtyp,
    status: row.status,
    version: row.version,
    leitungUid: row.leitung_uid,
    erstelltVon: factsOf(row).erstelltVon,
    geaendertVon: row.geaendert_von,
    geaendertAm: row.geaendert_am ? new Date(row.geaendert_am).toISOString() : null,
    erlaubteAktionen: allowedOfferActions(actor, factsOf(row)),
    letzteRueckgabe: row.letzte_rueckgabe,
    ueberarbeitung: row.r_status,
    veroeffentlichteFassung: row.r_inhalt ? contentOf(row) : null,
  };
}

/** The refusal of the domain rule as the answer: 404 for what the asker may not see, 403, 409. */
export function refuse(action: OfferAction, actor: OfferActor, row: WorkRow | undefined): asserts row is WorkRow {
  throwRefusal(row ? offerActionRefusal(action, actor, factsOf(row)) : { kind: 'not_visible', message: OFFER_NOT_VISIBLE });
}

/** A refusal of a domain rule (offers, dates) as the answer: 404, 403 or 409 by its kind. */
export function throwRefusal(refusal: OfferRefusal | undefined): void {
  if (!refusal) return;
  const status = { not_visible: 404, forbidden: 403, four_eyes: 403, wrong_state: 409 } as const;
  const code = { not_visible: 'not_found', forbidden: 'forbidden', four_eyes: 'vier_augen', wrong_state: 'falscher_status' } as const;
  throw new HttpError(status[refusal.kind], code[refusal.kind], refusal.message);
}

/** A change based on an older version would overwrite another person's: refused, naming who and when. */
export function checkVersion(row: WorkRow, version: number): void {
  if (version === row.version) return;
  const when = row.geaendert_am
    ? new Date(row.geaendert_am).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' })
    : 'inzwischen';
  throw new HttpError(
    409,
    'angebot_geaendert',
    `Das Angebot wurde inzwischen geändert (von ${row.geaendert_von_name || 'einer anderen Person'}, ${when} Uhr). ` +
      'Ihre Eingaben sind nicht verloren: Laden Sie die aktuelle Fassung und übernehmen Sie Ihre Änderungen dorthin.',
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a change alters: each content field whose value differs, with before and after (the history's entry). */
export const contentChanges = (before: AngebotInhalt, after: AngebotInhalt) =>
  CONTENT_FIELDS.filter((field) => !sameValue(before[field], after[field])).map((feld) => ({
    feld,
    vorher: before[feld],
    nachher: after[feld],
  }));

/** The answer of a step on an offer: its work state as `actor` sees it now (the contract's AngebotArbeitsstand). */
export async function workAnswer(sql: Sql, vnr: string, actor: OfferActor): Promise<AngebotArbeitsstand> {
  const row = await loadWork(sql, vnr);
  if (!row) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
  return workView(row, actor);
}

/** A step of the history as the contract's HistorieEintrag. */
export const historyView = (item: HistoryRow): HistorieEintrag => ({
  am: new Date(item.am).toISOString(),
  // The back end's own steps (the archive sweep) have no person.
  person: item.uid ? { uid: item.uid, name: item.name ?? '' } : null,
  rolle: item.rolle,
  aktion: item.aktion,
  aenderungen: typeof item.aenderungen === 'string' ? JSON.parse(item.aenderungen) : item.aenderungen,
  notiz: item.notiz,
  terminId: item.termin_id,
  terminBeginn: item.termin_beginn && new Date(item.termin_beginn).toISOString(),
});
