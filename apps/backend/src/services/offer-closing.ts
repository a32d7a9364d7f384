import { AngebotAbsageSchema, PruefschrittSchema } from '@fobu/api-contract';
import { stateAfter, type OfferActor } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db, Sql } from '../db/db';
import { jsonBody } from '../http/app';
import { conflict, validate } from '../http/errors';
import { lockTermin } from '../forms/bookings/seat-queries';
import { cancelDate } from './date-cancelling';
import { refreshOfferDates } from './date-store';
import { actorOf, checkVersion, loadWork, record, refuse, workAnswer, type WorkRow } from './offer-editing';
import { declineRequest, openRequestIds } from './request-answers';

/*
 * The end of an offer's life (docs/offers.md): cancelling it (absagen) and archiving it
 * (archivieren), steps like those of the review: checked by the domain rule and against the
 * version read, and recorded in the history.
 */

/** The offer's dates still ahead and not cancelled, by start. */
const datesAhead = async (sql: Sql, vnr: string) =>
  sql.query<{ id: number }>(`SELECT id FROM termine WHERE vnr = $1 AND status <> 'abgesagt' AND beginn > now() ORDER BY beginn, id`, [vnr]);

/** Sets the offer's new state. An open revision ends with it: a cancelled or archived offer is published no more. */
async function close(sql: Sql, row: WorkRow, action: 'absagen' | 'archivieren', actor: OfferActor, notiz?: string) {
  await sql.query(
    `UPDATE angebote SET status = $2, version = version + 1, archiviert_am = CASE WHEN $2 = 'archiviert' THEN now() ELSE archiviert_am END
      WHERE vnr = $1`,
    [row.vnr, stateAfter(action)],
  );
  await sql.query('DELETE FROM angebot_ueberarbeitungen WHERE vnr = $1', [row.vnr]);
  await refreshOfferDates(sql, row.vnr);
  await record(sql, { vnr: row.vnr, actor, aktion: action, notiz });
}

/** Adds cancelling and archiving offers to the forms service. */
export function addOfferClosing(app: Hono, db: Db): void {
  /** The offer, locked, after the domain rule and the version check. */
  const lockedFor = async (sql: Sql, action: 'absagen' | 'archivieren', vnr: string, actor: OfferActor, version: number) => {
    const row = await loadWork(sql, vnr, true);
    refuse(action, actor, row);
    checkVersion(row, version);
    return row;
  };

  app.post('/api/v1/angebote/:vnr/absagen', async (c) => {
    const actor = actorOf(c);
    const { version, grund } = validate(AngebotAbsageSchema, await jsonBody(c));
    const done = await db.tx(async (sql) => {
      const row = await lockedFor(sql, 'absagen', c.req.param('vnr'), actor, version);
      // Every date ahead is cancelled as one date would be: everyone booked is told the reason.
      for (const { id } of await datesAhead(sql, row.vnr)) {
        const termin = await lockTermin(sql, id);
        if (termin) await cancelDate(sql, termin, actor, grund);
      }
      // Schools still waiting for an answer get one: the offer they asked for no longer takes place.
      for (const id of await openRequestIds(sql, row.vnr))
        await declineRequest(sql, id, `Die Abrufveranstaltung wurde abgesagt. Grund: ${grund}`);
      await close(sql, row, 'absagen', actor, grund);
      return workAnswer(sql, row.vnr, actor);
    });
    return c.json(done);
  });

  app.post('/api/v1/angebote/:vnr/archivieren', async (c) => {
    const actor = actorOf(c);
    const { version, notiz } = validate(PruefschrittSchema, await jsonBody(c));
    const done = await db.tx(async (sql) => {
      const row = await lockedFor(sql, 'archivieren', c.req.param('vnr'), actor, version);
      // Archiving takes an offer out of every list but the archive: nothing may still be ahead of it.
      if ((await datesAhead(sql, row.vnr)).length > 0)
        throw conflict(
          'termine_ausstehend',
          'Das Angebot hat noch kommende Termine. Archivieren lässt es sich, wenn sie vorbei sind, oder nachdem es abgesagt wurde.',
        );
      if ((await openRequestIds(sql, row.vnr)).length > 0)
        throw conflict('anfragen_offen', 'Zu diesem Angebot gibt es noch offene Anfragen von Schulen. Bitte beantworten Sie sie zuerst.');
      await close(sql, row, 'archivieren', actor, notiz);
      return workAnswer(sql, row.vnr, actor);
    });
    return c.json(done);
  });
}
