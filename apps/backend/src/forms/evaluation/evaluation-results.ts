import type { BewertungKennzahlen, BewertungKennzahlenQuery, Bewertungsergebnis } from '@fobu/api-contract';
import { EVALUATION_MIN_ANSWERS, showsEvaluationResults, WORKGROUP_RECORD_STATUS } from '@fobu/domain';
import type { Principal } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { forbidden, notFound } from '../../http/errors';
import { canManage } from '../bookings/booking-management';
import { controller } from '../figures/figures';
import { managedDate } from '../participants/managed-date';
import { answerCount, freeTexts, groupAverages, statementResults, statementsOf, type AnswerScope } from './evaluation-queries';

/*
 * The results of the evaluation (docs/proof-of-training.md, "As built: evaluation"): for the
 * organiser of the offer, quality control and the administration, per date and per offer; for
 * controlling, averages by subject and district. Below `EVALUATION_MIN_ANSWERS` answers only the
 * count leaves the server, so that nobody who answered can be recognised.
 */

async function resultsOf(db: Db, mandant: string, titel: string, scope: AnswerScope): Promise<Bewertungsergebnis> {
  const anzahl = await answerCount(db, scope);
  if (!showsEvaluationResults(anzahl)) return { titel, anzahl, ergebnis: null };
  const [aussagen, rows, freitexte] = await Promise.all([statementsOf(db, mandant), statementResults(db, scope), freeTexts(db, scope)]);
  return {
    titel,
    anzahl,
    ergebnis: {
      aussagen: rows.map((row) => ({
        aussage: aussagen[row.position - 1] ?? '',
        durchschnitt: row.durchschnitt,
        verteilung: row.verteilung,
      })),
      freitexte,
    },
  };
}

const UNKNOWN_DATE = 'Diesen Termin gibt es nicht.';
const NOT_YOURS = 'Sie dürfen die Bewertungen dieses Angebots nicht sehen.';

/** `GET /api/v1/termine/{id}/bewertungen`: a workgroup's meeting is no offer's date and stays unknown. */
export async function dateResults(db: Db, principal: Principal, terminId: number): Promise<Bewertungsergebnis> {
  const termin = await managedDate(db, principal, terminId, true);
  if (termin.angebot_status === WORKGROUP_RECORD_STATUS) throw notFound(UNKNOWN_DATE);
  return resultsOf(db, termin.mandant, termin.titel, { terminId });
}

/** `GET /api/v1/angebote/{vnr}/bewertungen`: a workgroup's record answers like an unknown number. */
export async function offerResults(db: Db, principal: Principal, vnr: string): Promise<Bewertungsergebnis> {
  const [offer] = await db.query<{ mandant: string; titel: string; leitung_uid: string; status: string }>(
    'SELECT mandant, titel, leitung_uid, status FROM angebote WHERE vnr = $1',
    [vnr],
  );
  if (!offer || offer.status === WORKGROUP_RECORD_STATUS || offer.mandant !== principal.mandant)
    throw notFound('Dieses Angebot gibt es nicht.');
  if (!canManage(principal, offer.mandant, offer.leitung_uid, true)) throw forbidden(NOT_YOURS);
  return resultsOf(db, offer.mandant, offer.titel, { vnr });
}

/** `GET /api/v1/kennzahlen/bewertungen`: controlling's averages by subject and district. */
export async function evaluationFigures(db: Db, principal: Principal, query: BewertungKennzahlenQuery): Promise<BewertungKennzahlen> {
  const { mandant } = controller(principal);
  const [aussagen, faecher, kreise] = await Promise.all([
    statementsOf(db, mandant),
    groupAverages(db, mandant, query.von, query.bis, 'fach', EVALUATION_MIN_ANSWERS),
    groupAverages(db, mandant, query.von, query.bis, 'kreis', EVALUATION_MIN_ANSWERS),
  ]);
  return { aussagen, faecher, kreise };
}
