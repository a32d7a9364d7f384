import type { Hono } from 'hono';
import type { Db } from '../db/db';
import { addDateEditing } from './date-editing';
import { addOfferClosing } from './offer-closing';
import { addRequestAnswers } from './request-answers';

/**
 * The organisers' work on an offer besides its content (docs/offers.md): its dates, cancelling
 * and archiving it, and answering schools' on-demand requests. One call joins them to the forms service.
 */
export function addOrganiserWork(app: Hono, db: Db): void {
  addDateEditing(app, db);
  addOfferClosing(app, db);
  addRequestAnswers(app, db);
}
