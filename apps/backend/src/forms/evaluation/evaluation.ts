import type { BewertungEingabe, Bewertungsformular, BewertungTermin, OffeneBewertungen } from '@fobu/api-contract';
import { EVALUATION_OPEN_DAYS } from '@fobu/domain';
import type { Principal } from '../../auth/principal';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, forbidden } from '../../http/errors';
import { evaluatedBookings, evaluationToken } from './evaluation-token';
import {
  ownBookingsOfDate,
  ownEvaluableBookings,
  statementsOf,
  storeAnswer,
  storeToken,
  type EvaluableBooking,
} from './evaluation-queries';

/*
 * A participant's evaluation of a date they attended (docs/proof-of-training.md, "As built:
 * evaluation"): the open ones on the dashboard, the form, and the answer, stored without the person.
 */

const dateOf = (row: EvaluableBooking): BewertungTermin => ({
  terminId: row.termin_id,
  vnr: row.vnr,
  titel: row.titel,
  beginn: new Date(row.beginn).toISOString(),
  ende: new Date(row.ende).toISOString(),
});

const answeredOf = (sql: Sql, signingKey: string, rows: readonly EvaluableBooking[]) =>
  evaluatedBookings(
    sql,
    signingKey,
    rows.map((row) => row.anmeldung_id),
  );

/** `GET /api/v1/bewertungen/offen`: dates attended that ended in the last eight weeks and are not yet evaluated. */
export async function openEvaluations(db: Db, principal: Principal, signingKey: string): Promise<OffeneBewertungen> {
  const rows = await ownEvaluableBookings(db, principal.uid, EVALUATION_OPEN_DAYS);
  const answered = await answeredOf(db, signingKey, rows);
  const open = rows.filter((row) => !answered.has(row.anmeldung_id));
  // Two attended bookings of one date are one date to evaluate.
  const dates = new Map(open.map((row) => [row.termin_id, dateOf(row)]));
  return { items: [...dates.values()] };
}

const NOT_ATTENDED = 'Bewerten können Sie nur Termine, an denen Sie teilgenommen haben, sobald sie vorbei sind.';

/** The asker's attended bookings of the date, the unanswered first; 403 if there is none. */
async function ownAttendance(sql: Sql, principal: Principal, signingKey: string, terminId: number) {
  const rows = await ownBookingsOfDate(sql, principal.uid, terminId);
  if (rows.length === 0) throw forbidden(NOT_ATTENDED);
  const answered = await answeredOf(sql, signingKey, rows);
  const unanswered = rows.find((row) => !answered.has(row.anmeldung_id));
  return { first: rows[0], unanswered };
}

async function formOf(sql: Sql, booking: EvaluableBooking, beantwortet: boolean): Promise<Bewertungsformular> {
  return { ...dateOf(booking), aussagen: await statementsOf(sql, booking.mandant), beantwortet };
}

/** `GET /api/v1/termine/{id}/bewertung`: the form of a date the asker attended. */
export async function evaluationForm(db: Db, principal: Principal, signingKey: string, terminId: number): Promise<Bewertungsformular> {
  const { first, unanswered } = await ownAttendance(db, principal, signingKey, terminId);
  return formOf(db, unanswered ?? first, unanswered === undefined);
}

const ALREADY_EVALUATED = 'Sie haben diesen Termin bereits bewertet. Jede Teilnahme kann nur einmal bewertet werden.';

/**
 * `POST /api/v1/termine/{id}/bewertung`: the token and the answer in one transaction, so that an
 * answer is stored exactly when its booking counts as evaluated; a second try is 409.
 */
export function submitEvaluation(db: Db, principal: Principal, signingKey: string, terminId: number, answer: BewertungEingabe) {
  return db.tx(async (sql) => {
    const { unanswered } = await ownAttendance(sql, principal, signingKey, terminId);
    if (!unanswered || !(await storeToken(sql, evaluationToken(signingKey, unanswered.anmeldung_id))))
      throw conflict('bereits_bewertet', ALREADY_EVALUATED);
    await storeAnswer(sql, terminId, answer.werte, answer.freitext ?? '');
    return formOf(sql, unanswered, true);
  });
}
