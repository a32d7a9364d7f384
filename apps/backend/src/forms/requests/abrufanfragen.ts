import { AbrufanfrageRequestSchema, type Abrufanfrage } from '@fobu/api-contract';
import { PUBLISHED_OFFER_STATE } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db } from '../../db/db';
import { hasActive, requireUser, type Principal } from '../../auth/principal';
import { jsonBody } from '../../http/app';
import { conflict, forbidden, HttpError, notFound, validate } from '../../http/errors';
import { iso } from '../timestamps';
import { TERMIN_JSON } from '../dates/termin-json';

interface AbrufanfrageRow {
  id: number;
  vnr: string;
  titel: string;
  dstnr: string;
  wunschtermine: string[];
  teilnehmende: number;
  hinweis: string;
  status: Abrufanfrage['status'];
  erstellt_am: Date;
  termin_id: number | null;
  termin_beginn: Date | null;
  begruendung: string | null;
}

/**
 * A request's columns (`r` is abrufanfragen, `g` its offer, `t` the agreed date), from REQUEST_FROM.
 * Days as text (`YYYY-MM-DD`), as the contract has them, whatever the driver makes of a date.
 */
export const REQUEST_COLUMNS = `r.id, r.vnr, g.titel, r.dstnr, r.wunschtermine::text[] AS wunschtermine, r.teilnehmende, r.hinweis, r.status, r.erstellt_am, r.begruendung,
       r.termin_id, t.beginn AS termin_beginn`;
export const REQUEST_FROM = `abrufanfragen r JOIN angebote g ON g.vnr = r.vnr LEFT JOIN termine t ON t.id = r.termin_id`;
const SELECT = `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM}`;

/** The reference a school quotes when it asks about its request: derived from the row, not stored twice. */
function view(row: AbrufanfrageRow): Abrufanfrage {
  return {
    id: row.id,
    referenz: `ABR-${new Date(row.erstellt_am).getUTCFullYear()}-${String(row.id).padStart(6, '0')}`,
    vnr: row.vnr,
    titel: row.titel,
    dstnr: row.dstnr,
    wunschtermine: row.wunschtermine,
    teilnehmende: row.teilnehmende,
    hinweis: row.hinweis,
    status: row.status,
    angefragtAm: iso(row.erstellt_am)!,
    termin: row.termin_id && row.termin_beginn ? { id: row.termin_id, beginn: iso(row.termin_beginn)! } : null,
    begruendung: row.begruendung,
  };
}

function requireSchoolHead(principal: Principal) {
  if (!hasActive(principal, 'schulleitung')) throw forbidden('Abrufveranstaltungen fordert die Schulleitung für ihre Schule an.');
}

/**
 * On-demand offers (ABRUF): the school head asks for one for the school's staff, with wish dates
 * and the expected number of participants, and follows the answer. One open request per school and
 * offer: a second would only double the organiser's work.
 */
export function addAbrufanfragen(app: Hono, db: Db): void {
  app.get('/api/v1/abrufanfragen', async (c) => {
    const principal = requireUser(c);
    requireSchoolHead(principal);
    const rows = await db.query<AbrufanfrageRow>(`${SELECT} WHERE r.dstnr = $1 AND g.mandant = $2 ORDER BY r.id DESC`, [
      principal.dstnr,
      principal.mandant,
    ]);
    return c.json({ items: rows.map(view) });
  });

  /** The dates of an on-demand offer agreed for the reader's school: only its staff see and book them. */
  app.get('/api/v1/angebote/:vnr/schultermine', async (c) => {
    const principal = requireUser(c);
    const [{ termine }] = await db.query<{ termine: unknown[] }>(
      `SELECT coalesce(json_agg(${TERMIN_JSON} ORDER BY t.beginn), '[]') AS termine
         FROM termine t WHERE t.vnr = $1 AND t.mandant = $2 AND t.schule_dstnr = $3 AND t.ende >= now()`,
      [c.req.param('vnr').slice(0, 40), principal.mandant, principal.dstnr],
    );
    return c.json({ items: termine });
  });

  app.post('/api/v1/abrufanfragen', async (c) => {
    const principal = requireUser(c);
    requireSchoolHead(principal);
    const body = validate(AbrufanfrageRequestSchema, await jsonBody(c));
    const [offer] = await db.query<{ vtyp: string; mandant: string; status: string }>(
      'SELECT vtyp, mandant, status FROM angebote WHERE vnr = $1',
      [body.vnr],
    );
    if (!offer) throw notFound('Dieses Angebot gibt es nicht.');
    if (offer.mandant !== principal.mandant) throw forbidden('Dieses Angebot gehört zu einem anderen Mandanten.');
    if (offer.vtyp !== 'ABRUF') throw new HttpError(400, 'keine_abrufveranstaltung', 'Nur Abrufveranstaltungen können angefordert werden.');
    if (offer.status !== PUBLISHED_OFFER_STATE)
      throw conflict('nicht_buchbar', 'Diese Abrufveranstaltung kann zurzeit nicht angefragt werden.');
    // The unique index abrufanfragen_offen keeps one open request per school and offer, also for two at once.
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO abrufanfragen (vnr, dstnr, uid, wunschtermine, teilnehmende, hinweis, status)
       VALUES ($1, $2, $3, $4::date[], $5, $6, 'angefragt')
       ON CONFLICT (vnr, dstnr) WHERE status = 'angefragt' DO NOTHING
       RETURNING id`,
      [body.vnr, principal.dstnr, principal.uid, body.wunschtermine, body.teilnehmende, body.hinweis],
    );
    if (!row)
      throw conflict(
        'bereits_angefragt',
        'Ihre Schule hat diese Abrufveranstaltung bereits angefragt. Den Stand sehen Sie unter „Meine Fortbildungen“.',
      );
    const [created] = await db.query<AbrufanfrageRow>(`${SELECT} WHERE r.id = $1`, [row.id]);
    return c.json(view(created), 201);
  });
}

/** A school's request as its answer shows it, also in the organisers' work overview (work-overview.ts). */
export { view as abrufanfrageView, type AbrufanfrageRow };
