import {
  AbrufanfrageAblehnungSchema,
  AbrufanfrageEingangQuerySchema,
  TerminEingabeSchema,
  type AbrufanfrageEingang,
  type AbrufanfrageStatus,
} from '@fobu/api-contract';
import { canEditOffer, dateEditRefusal, formatShortDay, requestInboxScope, type OfferActor } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db, Sql } from '../../db/db';
import { jsonBody } from '../../http/app';
import { conflict, forbidden, notFound, validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { abrufanfrageView, REQUEST_COLUMNS, REQUEST_FROM, type AbrufanfrageRow } from './abrufanfragen';
import { dateInputFor } from '../dates/date-editing';
import { span } from '../dates/date-notifications';
import { dateChanges, insertDate } from '../dates/date-queries';
import { notifyText } from '../../services/notify';
import { actorOf } from '../offers/request-actor';
import { loadWork, record } from '../offers/offer-work-queries';
import { throwRefusal } from '../offers/offer-work';
import { factsOf } from '../offers/offer-facts';

/*
 * The organiser's answer to a school's on-demand request (docs/offers.md, "On-demand requests"):
 * agreeing makes a closed date that only the school's staff see and book; declining gives the
 * reason. Either way the school head who asked is told. Whoever may change the offer answers.
 */

interface InboxRow extends AbrufanfrageRow {
  mandant: string;
  schule_name: string;
  schule_ort: string;
  schule_kreis: AbrufanfrageEingang['schule']['kreis'];
  von_uid: string;
  von_name: string;
  von_email: string;
}

const INBOX_SELECT = `SELECT ${REQUEST_COLUMNS}, g.mandant, s.name AS schule_name, s.ort AS schule_ort, s.kreis AS schule_kreis,
       u.uid AS von_uid, u.vorname || ' ' || u.name AS von_name, u.email AS von_email
  FROM ${REQUEST_FROM} JOIN schulen s ON s.dstnr = r.dstnr JOIN users u ON u.uid = r.uid`;

const inboxView = (row: InboxRow): AbrufanfrageEingang => ({
  ...abrufanfrageView(row),
  schule: { name: row.schule_name, ort: row.schule_ort, kreis: row.schule_kreis },
  angefragtVon: { uid: row.von_uid, name: row.von_name, email: row.von_email },
});

const loadRequest = async (sql: Sql, id: number) => (await sql.query<InboxRow>(`${INBOX_SELECT} WHERE r.id = $1`, [id]))[0];

const INBOX_STATES: Record<'offen' | 'beantwortet' | 'alle', AbrufanfrageStatus[]> = {
  offen: ['angefragt'],
  beantwortet: ['terminiert', 'abgelehnt'],
  alle: ['angefragt', 'terminiert', 'abgelehnt'],
};

const ALREADY_ANSWERED = () => conflict('anfrage_beantwortet', 'Diese Anfrage ist bereits beantwortet.');

/** The ids of the offer's requests still waiting for an answer, locked (cancelling an offer declines them). */
export async function openRequestIds(sql: Sql, vnr: string): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT id FROM abrufanfragen WHERE vnr = $1 AND status = 'angefragt' ORDER BY id FOR UPDATE`,
    [vnr],
  );
  return rows.map((row) => row.id);
}

/** Declines a request still open with the reason and tells the school head who asked; false if it was answered already. */
export async function declineRequest(sql: Sql, id: number, begruendung: string): Promise<boolean> {
  const declined = await sql.query(
    `UPDATE abrufanfragen SET status = 'abgelehnt', begruendung = $2 WHERE id = $1 AND status = 'angefragt' RETURNING id`,
    [id, begruendung],
  );
  if (declined.length === 0) return false;
  const request = inboxView(await loadRequest(sql, id));
  await notifyText(
    sql,
    request.angefragtVon.uid,
    'anmeldestatus',
    'Abrufveranstaltung abgelehnt',
    `Ihre Anfrage ${request.referenz} zu „${request.titel}“ wurde abgelehnt. Begründung: ${begruendung}`,
  );
  return true;
}

/** Adds the organiser's inbox of on-demand requests and their answers to the forms service. */
export function addRequestAnswers(app: Hono, db: Db): void {
  /**
   * The request and its offer, both locked (the offer first, as for its dates), for someone who may
   * change the offer; another tenant's request does not exist for the asker.
   */
  const lockForAnswer = async (sql: Sql, id: number, actor: OfferActor) => {
    const ref = await loadRequest(sql, id);
    if (!ref || ref.mandant !== actor.mandant) throw notFound('Diese Anfrage gibt es nicht.');
    const offer = await loadWork(sql, ref.vnr, true);
    if (!offer) throw notFound('Diese Anfrage gibt es nicht.');
    if (!canEditOffer(actor, factsOf(offer)))
      throw forbidden('Anfragen beantwortet die Veranstaltungsleitung des Angebots oder die Verwaltung.');
    await sql.query('SELECT id FROM abrufanfragen WHERE id = $1 FOR UPDATE', [id]);
    const request = await loadRequest(sql, id);
    if (request.status !== 'angefragt') throw ALREADY_ANSWERED();
    return { offer, request };
  };

  app.get('/api/v1/abrufanfragen/eingang', async (c) => {
    const actor = actorOf(c);
    const { status } = validate(AbrufanfrageEingangQuerySchema, c.req.query());
    const scope = requestInboxScope(actor);
    if (scope === 'none') throw forbidden('Anfragen von Schulen beantworten die Veranstaltungsleitung und die Verwaltung.');
    // Who asked first is answered first; what is answered, the newest first.
    const rows = await db.query<InboxRow>(
      `${INBOX_SELECT} WHERE g.mandant = $1 AND ($2 OR g.leitung_uid = $3) AND r.status = ANY($4)
        ORDER BY r.id ${status === 'offen' ? 'ASC' : 'DESC'}`,
      [actor.mandant, scope === 'all', actor.uid, INBOX_STATES[status]],
    );
    return c.json({ items: rows.map(inboxView) });
  });

  app.post('/api/v1/abrufanfragen/:id/zusagen', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = validate(TerminEingabeSchema, await jsonBody(c));
    const answered = await db.tx(async (sql) => {
      const { offer, request } = await lockForAnswer(sql, id, actor);
      throwRefusal(dateEditRefusal(actor, factsOf(offer)));
      const date = dateInputFor(offer, input);
      const terminId = await insertDate(sql, offer, date, request.dstnr);
      await sql.query(`UPDATE abrufanfragen SET status = 'terminiert', termin_id = $2 WHERE id = $1`, [id, terminId]);
      const { referenz } = abrufanfrageView(request);
      await record(sql, {
        vnr: offer.vnr,
        actor,
        aktion: 'termin_angelegt',
        aenderungen: dateChanges(undefined, date),
        notiz: `Zusage auf die Anfrage ${referenz} (${request.schule_name})`,
        terminId,
      });
      const opens = new Date(date.anmeldebeginn) > new Date() ? `ab ${formatShortDay(date.anmeldebeginn)}` : 'ab sofort';
      await notifyText(
        sql,
        request.von_uid,
        'anmeldestatus',
        'Abrufveranstaltung vereinbart',
        `Für Ihre Anfrage ${referenz} zu „${request.titel}“ ist ein Termin vereinbart: ${span(date.beginn, date.ende)}. ` +
          `Ihr Kollegium kann sich ${opens} bis ${formatShortDay(date.anmeldeschluss)} dazu anmelden.`,
      );
      return inboxView(await loadRequest(sql, id));
    });
    return c.json(answered);
  });

  app.post('/api/v1/abrufanfragen/:id/ablehnen', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const { begruendung } = validate(AbrufanfrageAblehnungSchema, await jsonBody(c));
    const answered = await db.tx(async (sql) => {
      await lockForAnswer(sql, id, actor);
      if (!(await declineRequest(sql, id, begruendung))) throw ALREADY_ANSWERED();
      return inboxView(await loadRequest(sql, id));
    });
    return c.json(answered);
  });
}
