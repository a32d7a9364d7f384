import type { AngebotArbeitsstand } from '@fobu/api-contract';
import { stateAfter, type OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict } from '../../http/errors';
import { lockTermin } from '../bookings/seat-queries';
import { cancelDate } from '../dates/date-cancelling';
import { datesAhead, refreshOfferDates } from '../dates/date-queries';
import { declineRequest } from '../requests/request-answers';
import { openRequestIds } from '../requests/request-inbox-queries';
import { checkVersion, refuse, workAnswer } from './offer-work';
import { closeOffer, loadWork, record, type WorkRow } from './offer-work-queries';

/*
 * The end of an offer's life (docs/offers.md): cancelling it (absagen) and archiving it
 * (archivieren), steps like those of the review: checked by the domain rule and against the
 * version read, and recorded in the history.
 */

type Closing = 'absagen' | 'archivieren';

/** The offer, locked, after the domain rule and the version check. */
async function lockedFor(sql: Sql, action: Closing, vnr: string, actor: OfferActor, version: number): Promise<WorkRow> {
  const row = await loadWork(sql, vnr, true);
  refuse(action, actor, row);
  checkVersion(row, version);
  return row;
}

/** Sets the offer's new state. An open revision ends with it: a cancelled or archived offer is published no more. */
async function close(sql: Sql, row: WorkRow, action: Closing, actor: OfferActor, notiz?: string | null) {
  await closeOffer(sql, row.vnr, stateAfter(action));
  await refreshOfferDates(sql, row.vnr);
  await record(sql, { vnr: row.vnr, actor, aktion: action, notiz });
}

/** Cancels an offer with the reason: its dates ahead are cancelled and the schools still waiting for an answer declined. */
export function cancelOffer(
  db: Db,
  actor: OfferActor,
  vnr: string,
  input: { version: number; grund: string },
): Promise<AngebotArbeitsstand> {
  return db.tx(async (sql) => {
    const row = await lockedFor(sql, 'absagen', vnr, actor, input.version);
    // Every date ahead is cancelled as one date would be: everyone booked is told the reason.
    for (const { id } of await datesAhead(sql, row.vnr)) {
      const termin = await lockTermin(sql, id);
      if (termin) await cancelDate(sql, termin, actor, input.grund);
    }
    // Schools still waiting for an answer get one: the offer they asked for no longer takes place.
    for (const id of await openRequestIds(sql, row.vnr))
      await declineRequest(sql, id, `Die Abrufveranstaltung wurde abgesagt. Grund: ${input.grund}`);
    await close(sql, row, 'absagen', actor, input.grund);
    return workAnswer(sql, row.vnr, actor);
  });
}

/** Archives an offer with nothing ahead of it: no date to come, no request unanswered. */
export function archiveOffer(
  db: Db,
  actor: OfferActor,
  vnr: string,
  input: { version: number; notiz?: string | null },
): Promise<AngebotArbeitsstand> {
  return db.tx(async (sql) => {
    const row = await lockedFor(sql, 'archivieren', vnr, actor, input.version);
    // Archiving takes an offer out of every list but the archive: nothing may still be ahead of it.
    if ((await datesAhead(sql, row.vnr)).length > 0)
      throw conflict(
        'termine_ausstehend',
        'Das Angebot hat noch kommende Termine. Archivieren lässt es sich, wenn sie vorbei sind, oder nachdem es abgesagt wurde.',
      );
    if ((await openRequestIds(sql, row.vnr)).length > 0)
      throw conflict('anfragen_offen', 'Zu diesem Angebot gibt es noch offene Anfragen von Schulen. Bitte beantworten Sie sie zuerst.');
    await close(sql, row, 'archivieren', actor, input.notiz);
    return workAnswer(sql, row.vnr, actor);
  });
}
