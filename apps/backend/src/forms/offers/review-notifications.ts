import type { OfferActor } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { wants } from '../../notification/notify';
import type { ReviewAction } from './offer-steps';

/*
 * What staff are told of each other's review steps (docs/offers.md, "Review notifications"), in the
 * same transaction as the step, so that the notification (and through it the e-mail) and the step
 * hold together. Nobody is told of their own step.
 */

/** The offer a step concerns: its number, its title under work, and whether it is a published offer's revision. */
export interface ReviewedOffer {
  vnr: string;
  mandant: string;
  titel: string;
  leitungUid: string;
  revision: boolean;
}

/** Title and text of the notification of a step, in the portal's German. */
export function reviewNotice(action: ReviewAction, offer: ReviewedOffer, notiz?: string | null): { titel: string; text: string } {
  const what = offer.revision ? `Die Überarbeitung von „${offer.titel}“ (${offer.vnr})` : `Das Angebot „${offer.titel}“ (${offer.vnr})`;
  if (action === 'einreichen')
    return { titel: 'Angebot zur Prüfung eingereicht', text: `${what} wurde zur Prüfung eingereicht und wartet auf Ihre Prüfung.` };
  if (action === 'freigeben')
    return {
      titel: 'Angebot freigegeben',
      text: `${what} wurde von der Qualitätskontrolle freigegeben und ist jetzt im Katalog veröffentlicht.`,
    };
  const note = notiz?.trim() ? ` Notiz der Qualitätskontrolle: „${notiz.trim()}“` : '';
  return {
    titel: 'Angebot zurückgegeben',
    text: `${what} wurde von der Qualitätskontrolle zurückgegeben.${note} Bitte überarbeiten Sie es und reichen Sie es erneut ein.`,
  };
}

/** Quality control of the offer's tenant, everyone but the person who submitted. */
const REVIEWERS = `
  SELECT u.uid FROM users u
   WHERE $4 = ANY(u.mandanten) AND u.uid <> $3
     AND EXISTS (SELECT 1 FROM user_roles r WHERE r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1 AND r.role = 'qualitaetskontrolle')`;

/** The offer's organiser, and whoever submitted the version decided on (the administration may submit for them), but not the reviewer. */
const ORGANISERS = `
  SELECT DISTINCT uid FROM (
    SELECT $4::text AS uid
    UNION ALL
    (SELECT h.uid FROM angebot_historie h WHERE h.vnr = $5 AND h.aktion = 'einreichen' AND h.uid IS NOT NULL ORDER BY h.id DESC LIMIT 1)
  ) organisers WHERE uid <> $3`;

/** Writes the notifications of a review step: a submission to quality control, a decision to the organiser. */
export async function notifyReviewStep(sql: Sql, actor: OfferActor, action: ReviewAction, offer: ReviewedOffer, notiz?: string | null) {
  const { titel, text } = reviewNotice(action, offer, notiz);
  const art = action === 'einreichen' ? 'pruefung' : 'pruefergebnis';
  // Each recipient query names the step's actor $3 and what it needs after that.
  const [recipients, params] = action === 'einreichen' ? [REVIEWERS, [offer.mandant]] : [ORGANISERS, [offer.leitungUid, offer.vnr]];
  await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, art)
     SELECT told.uid, $1, $2, '${art}' FROM (${recipients}) told WHERE ${wants(art, 'told.uid')}`,
    [titel, text, actor.uid, ...params],
  );
}
