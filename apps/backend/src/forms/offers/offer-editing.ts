import {
  AngebotAenderungSchema,
  AngebotAnlageSchema,
  PruefschrittSchema,
  RueckgabeSchema,
  angebotFehler,
  type AngebotArbeitsstand,
  type AngebotInhalt,
  type HistorieEintrag,
} from '@fobu/api-contract';
import {
  allowedOfferActions,
  canSeeOfferWork,
  OFFER_NOT_VISIBLE,
  OFFER_WRITER_ROLES,
  offerActionRefusal,
  stateAfter,
  type OfferAction,
  type OfferActor,
  type OfferRefusal,
  type OfferState,
  type RevisionState,
} from '@fobu/domain';
import type { Context, Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { Db, Sql } from '../../db/db';
import { nextKey } from '../../db/keys';
import { offerSearchText } from './offer-search-text';
import { jsonBody } from '../../http/app';
import { HttpError, invalidInput, validate } from '../../http/errors';
import { factsOf, type FactsRow } from './offer-facts';

/*
 * Writing and reviewing offers (docs/offers.md): create a draft, change it (against the version
 * read), submit, approve or send back, and the history of every step. Who may do what is
 * `offerActionRefusal` of @fobu/domain, here enforced.
 */

/** The content fields: wire name → column. */
const CONTENT_COLUMNS: Record<keyof AngebotInhalt, string> = {
  titel: 'titel',
  beschreibung: 'beschreibung',
  ziele: 'ziele',
  hinweise: 'hinweise',
  zielgruppen: 'zielgruppen',
  schularten: 'schularten',
  faecher: 'faecher',
  kennzeichen: 'kennzeichen',
  format: 'format',
  umfangStunden: 'umfang_stunden',
  gebuehr: 'gebuehr',
  referenten: 'referenten',
  kontakt: 'kontakt',
  anhaenge: 'anhaenge',
  plattformLink: 'plattform_link',
  selbstabschluss: 'selbstabschluss',
};
const CONTENT_FIELDS = Object.keys(CONTENT_COLUMNS) as (keyof AngebotInhalt)[];

/** A content field's value as its column takes it: the attachments are a jsonb column. */
const columnValues = (content: AngebotInhalt) =>
  CONTENT_FIELDS.map((field) => (field === 'anhaenge' ? JSON.stringify(content.anhaenge) : content[field]));

/** The kind's rules of an offer's content (a course's platform link), as a 400 naming the field. */
function checkKind(vtyp: AngebotArbeitsstand['vtyp'], content: AngebotInhalt): void {
  const fehler = angebotFehler(vtyp, content);
  if (fehler.length > 0) throw invalidInput(fehler);
}

export interface WorkRow extends Record<string, unknown>, FactsRow {
  vnr: string;
  mandant: string;
  vtyp: AngebotArbeitsstand['vtyp'];
  status: OfferState;
  version: number;
  leitung_uid: string;
  erstellt_von: string;
  geaendert_von: string;
  geaendert_am: Date | null;
  geaendert_von_name: string;
  letzte_rueckgabe: string | null;
  /** The open revision of a published offer, if any. */
  r_inhalt: AngebotInhalt | null;
  r_status: RevisionState | null;
  r_erstellt_von: string | null;
}

const WORK_SELECT = `
  SELECT g.*, coalesce(u.vorname || ' ' || u.name, '') AS geaendert_von_name,
         r.inhalt AS r_inhalt, r.status AS r_status, r.erstellt_von AS r_erstellt_von,
         CASE WHEN g.status = 'zurueckgegeben' OR r.status = 'zurueckgegeben' THEN
           (SELECT h.notiz FROM angebot_historie h WHERE h.vnr = g.vnr AND h.aktion = 'zurueckgeben' ORDER BY h.id DESC LIMIT 1)
         END AS letzte_rueckgabe
    FROM angebote g LEFT JOIN users u ON u.uid = g.geaendert_von LEFT JOIN angebot_ueberarbeitungen r ON r.vnr = g.vnr
   WHERE g.vnr = $1`;

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
const workContent = (row: WorkRow): AngebotInhalt => withOrderedAttachments({ ...contentOf(row), ...row.r_inhalt });

function workView(row: WorkRow, actor: OfferActor): AngebotArbeitsstand {
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

/** The signed-in person in their active role; 403 without one. */
export function actorOf(c: Context): OfferActor {
  const principal = requireUser(c);
  if (!principal.activeRole) throw new HttpError(403, 'forbidden', 'Ihnen ist keine Rolle zugewiesen.');
  return { uid: principal.uid, role: principal.activeRole, mandant: principal.mandant };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes a step into the offer's history; `terminId` names the date a step of its dates concerns. */
export async function record(
  sql: Sql,
  entry: {
    vnr: string;
    actor: OfferActor;
    aktion: HistorieEintrag['aktion'];
    aenderungen?: unknown[];
    notiz?: string | null;
    terminId?: number;
  },
) {
  await sql.query(
    `INSERT INTO angebot_historie (vnr, uid, rolle, aktion, aenderungen, notiz, termin_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.vnr,
      entry.actor.uid,
      entry.actor.role,
      entry.aktion,
      JSON.stringify(entry.aenderungen ?? []),
      entry.notiz || null,
      entry.terminId ?? null,
    ],
  );
}

/** The offer with its work (revision, last changer, last send-back note); `lock` holds its row to the end of the transaction. */
export async function loadWork(sql: Sql, vnr: string, lock = false): Promise<WorkRow | undefined> {
  return (await sql.query<WorkRow>(`${WORK_SELECT}${lock ? ' FOR UPDATE OF g' : ''}`, [vnr.slice(0, 40)]))[0];
}

/** The answer of a step on an offer: its work state as `actor` sees it now (the contract's AngebotArbeitsstand). */
export async function workAnswer(sql: Sql, vnr: string, actor: OfferActor): Promise<AngebotArbeitsstand> {
  const row = await loadWork(sql, vnr);
  if (!row) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
  return workView(row, actor);
}

/** Writes content into the offer's columns (with its search text), as the last change of `uid`. */
async function writeContent(sql: Sql, vnr: string, content: AngebotInhalt, uid: string) {
  await sql.query(
    `UPDATE angebote SET ${CONTENT_FIELDS.map((f, i) => `${CONTENT_COLUMNS[f]} = $${i + 2}`).join(', ')},
       suchtext = $${CONTENT_FIELDS.length + 2}, version = version + 1, geaendert_von = $${CONTENT_FIELDS.length + 3}, geaendert_am = now()
     WHERE vnr = $1`,
    [vnr, ...columnValues(content), offerSearchText({ vnr, ...content }), uid],
  );
}

/**
 * A review step on a published offer's revision: submitting and sending back move the revision;
 * approving writes its content into the offer (the catalogue shows it from now on) and ends it.
 */
async function revisionStep(sql: Sql, row: WorkRow, action: 'einreichen' | 'freigeben' | 'zurueckgeben') {
  if (action === 'freigeben' && row.r_inhalt) {
    // The revision's last changer stays the offer's last changer (four eyes looks at them).
    await writeContent(sql, row.vnr, workContent(row), row.geaendert_von);
    await sql.query('DELETE FROM angebot_ueberarbeitungen WHERE vnr = $1', [row.vnr]);
    return;
  }
  await sql.query('UPDATE angebot_ueberarbeitungen SET status = $2 WHERE vnr = $1', [row.vnr, stateAfter(action)]);
  await sql.query('UPDATE angebote SET version = version + 1 WHERE vnr = $1', [row.vnr]);
}

/**
 * Writes a new draft (`IQ5nnnnn`/`SB5nnnnn`) of `content`, written by `actor`, led by `leitungUid`
 * (the writer unless said otherwise); answers its number. Its history step is the caller's.
 */
export async function insertDraft(
  sql: Sql,
  actor: OfferActor,
  vtyp: AngebotArbeitsstand['vtyp'],
  content: AngebotInhalt,
  leitungUid = actor.uid,
): Promise<string> {
  const vnr = await nextKey(sql, 'angebote', 'vnr', actor.mandant === 'iqsh' ? 'IQ5' : 'SB5');
  const n = CONTENT_FIELDS.length;
  await sql.query(
    `INSERT INTO angebote (vnr, mandant, vtyp, ${CONTENT_FIELDS.map((f) => CONTENT_COLUMNS[f]).join(', ')},
       leitung_uid, status, suchtext, erstellt_von, geaendert_von, geaendert_am)
     VALUES ($1, $2, $3, ${CONTENT_FIELDS.map((_, i) => `$${i + 4}`).join(', ')},
       $${n + 4}, 'entwurf', $${n + 5}, $${n + 6}, $${n + 6}, now())`,
    [vnr, actor.mandant, vtyp, ...columnValues(content), leitungUid, offerSearchText({ vnr, ...content }), actor.uid],
  );
  return vnr;
}

/** Adds the endpoints of writing and reviewing offers to the forms service. */
export function addOfferEditing(app: Hono, db: Db): void {
  const load = loadWork;
  const answer = workAnswer;
  /** The offer whose work (content under work, history) the person may see; else 404, as for an unknown number. */
  const visibleWork = async (sql: Sql, vnr: string, actor: OfferActor) => {
    const row = await load(sql, vnr);
    if (!row || !canSeeOfferWork(actor, factsOf(row))) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
    return row;
  };

  app.post('/api/v1/angebote', async (c) => {
    const actor = actorOf(c);
    const input = validate(AngebotAnlageSchema, await jsonBody(c));
    if (!OFFER_WRITER_ROLES.includes(actor.role))
      throw new HttpError(403, 'forbidden', 'Angebote anlegen dürfen Veranstaltungsleitung und Verwaltung.');
    checkKind(input.vtyp, input);
    const created = await db.tx(async (sql) => {
      const vnr = await insertDraft(sql, actor, input.vtyp, input);
      await record(sql, { vnr, actor, aktion: 'angelegt' });
      return answer(sql, vnr, actor);
    });
    return c.json(created, 201);
  });

  app.get('/api/v1/angebote/:vnr/arbeitsstand', async (c) => {
    const actor = actorOf(c);
    const row = await visibleWork(db, c.req.param('vnr'), actor);
    return c.json(workView(row, actor));
  });

  app.put('/api/v1/angebote/:vnr', async (c) => {
    const actor = actorOf(c);
    const input = validate(AngebotAenderungSchema, await jsonBody(c));
    const changed = await db.tx(async (sql) => {
      const row = await load(sql, c.req.param('vnr'), true);
      refuse('bearbeiten', actor, row);
      checkVersion(row, input.version);
      checkKind(row.vtyp, input);
      const before = workContent(row);
      const aenderungen = CONTENT_FIELDS.filter((field) => !sameValue(before[field], input[field])).map((feld) => ({
        feld,
        vorher: before[feld],
        nachher: input[feld],
      }));
      if (aenderungen.length === 0) return workView(row, actor);
      const content = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, input[field]])) as AngebotInhalt;
      if (row.status === 'veroeffentlicht') {
        // The catalogue keeps the published content until the revision is approved.
        await sql.query(
          `INSERT INTO angebot_ueberarbeitungen (vnr, inhalt, status, erstellt_von) VALUES ($1, $2, 'entwurf', $3)
           ON CONFLICT (vnr) DO UPDATE SET inhalt = excluded.inhalt`,
          [row.vnr, JSON.stringify(content), actor.uid],
        );
        await sql.query(`UPDATE angebote SET version = version + 1, geaendert_von = $2, geaendert_am = now() WHERE vnr = $1`, [
          row.vnr,
          actor.uid,
        ]);
      } else await writeContent(sql, row.vnr, content, actor.uid);
      await record(sql, { vnr: row.vnr, actor, aktion: 'geaendert', aenderungen });
      return answer(sql, row.vnr, actor);
    });
    return c.json(changed);
  });

  /** A step of the review: checked by the domain rule and against the version the person saw. */
  const reviewStep = (action: 'einreichen' | 'freigeben' | 'zurueckgeben') =>
    app.post(`/api/v1/angebote/:vnr/${action}`, async (c) => {
      const actor = actorOf(c);
      const input = validate(action === 'zurueckgeben' ? RueckgabeSchema : PruefschrittSchema, await jsonBody(c));
      const done = await db.tx(async (sql) => {
        const row = await load(sql, c.req.param('vnr'), true);
        refuse(action, actor, row);
        checkVersion(row, input.version);
        if (row.r_inhalt) await revisionStep(sql, row, action);
        else
          await sql.query(
            `UPDATE angebote SET status = $2, version = version + 1,
               veroeffentlicht_am = CASE WHEN $2 = 'veroeffentlicht' THEN coalesce(veroeffentlicht_am, now()) ELSE veroeffentlicht_am END
             WHERE vnr = $1`,
            [row.vnr, stateAfter(action)],
          );
        await record(sql, { vnr: row.vnr, actor, aktion: action, notiz: input.notiz });
        return answer(sql, row.vnr, actor);
      });
      return c.json(done);
    });
  reviewStep('einreichen');
  reviewStep('freigeben');
  reviewStep('zurueckgeben');

  app.get('/api/v1/angebote/:vnr/historie', async (c) => {
    const actor = actorOf(c);
    const row = await visibleWork(db, c.req.param('vnr'), actor);
    const items = await db.query<{
      am: Date;
      uid: string | null;
      name: string | null;
      rolle: HistorieEintrag['rolle'];
      aktion: HistorieEintrag['aktion'];
      aenderungen: HistorieEintrag['aenderungen'];
      notiz: string | null;
      termin_id: number | null;
    }>(
      `SELECT h.am, h.uid, u.vorname || ' ' || u.name AS name, h.rolle, h.aktion, h.aenderungen, h.notiz, h.termin_id
         FROM angebot_historie h LEFT JOIN users u ON u.uid = h.uid WHERE h.vnr = $1 ORDER BY h.id`,
      [row.vnr],
    );
    return c.json({
      items: items.map((item) => ({
        am: new Date(item.am).toISOString(),
        // The back end's own steps (the archive sweep) have no person.
        person: item.uid ? { uid: item.uid, name: item.name ?? '' } : null,
        rolle: item.rolle,
        aktion: item.aktion,
        aenderungen: typeof item.aenderungen === 'string' ? JSON.parse(item.aenderungen) : item.aenderungen,
        notiz: item.notiz,
        terminId: item.termin_id,
      })),
    });
  });
}
