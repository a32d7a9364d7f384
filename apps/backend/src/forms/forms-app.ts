import type OAuth2Server from '@node-oauth/oauth2-server';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { createTokenServiceApp } from '../http/token-service-app';
import { addArchiveRoutes } from './archive/archive-routes';
import { addBookingRoutes } from './bookings/booking-routes';
import { addBookingHistoryRoutes } from './bookings/booking-history-routes';
import { addCalendarFeedRoutes } from './calendar-feed/calendar-feed-routes';
import { addDateDetailRoutes } from './dates/date-detail-routes';
import { addDateEditing } from './dates/date-editing-routes';
import { addVerificationRoutes } from './certificates/verification-routes';
import { addBookingDocumentRoutes } from './documents/document-routes';
import { addDutyPostOverview } from './duty-post/duty-post-routes';
import { addEvaluationRoutes } from './evaluation/evaluation-routes';
import { addExports } from './exports/export-routes';
import { addFigures } from './figures/figure-routes';
import { addOfferClosing } from './offers/offer-closing-routes';
import { addOfferDetailRoutes } from './offers/offer-detail-routes';
import { addOfferEditing } from './offers/offer-editing-routes';
import { addWorkOverview } from './overview/work-overview-routes';
import { addParticipantRoutes } from './participants/participant-routes';
import { addPersonRoutes } from './people/person-routes';
import { addPrivacyRoutes } from './privacy/privacy-routes';
import { addRecognitionRoutes } from './recognition/recognition-routes';
import { addParticipationNeedsRoutes } from './participation-needs/needs-routes';
import { addStartViewRoutes } from './start-view/start-view-routes';
import { addSpeakerRoutes } from './speakers/speaker-routes';
import { addTrainingRecordRoutes } from './training-record/training-record-routes';
import { addAbrufanfragen } from './requests/abrufanfrage-routes';
import { addRequestAnswers } from './requests/request-answer-routes';
import { addReviewQueue } from './review/review-queue-routes';
import { addCatalogueRoutes } from './search/catalogue-routes';
import { addStaffSearches } from './search/staff-search-routes';
import { addWorkgroupRoutes } from './workgroups/workgroup-routes';
import { addMeetingRoutes } from './workgroups/meetings/meeting-routes';

/**
 * The forms service (port 4101): offers, dates, bookings, participant lists, exports. Each business
 * component registers its own routes (`…-routes.ts`); this only puts them on one token-secured app.
 */
export function createFormsApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createTokenServiceApp(db, config, oauth, 'forms');
  // The catalogue: searches, an offer, a date.
  addCatalogueRoutes(app, db);
  addOfferDetailRoutes(app, db);
  addDateDetailRoutes(app, db);
  // A person's bookings and their documents; the school's on-demand requests.
  addBookingRoutes(app, db);
  addBookingHistoryRoutes(app, db);
  addBookingDocumentRoutes(app, db, config);
  addCalendarFeedRoutes(app, db, config);
  addTrainingRecordRoutes(app, db, config);
  // The public verification of issued documents, without a sign-in.
  addVerificationRoutes(app, db, config);
  addAbrufanfragen(app, db);
  // The staff: writing and reviewing offers, their dates and requests, participants, overviews.
  addOfferEditing(app, db);
  addDateEditing(app, db);
  addOfferClosing(app, db);
  addRequestAnswers(app, db);
  addReviewQueue(app, db);
  addParticipantRoutes(app, db, config);
  addStaffSearches(app, db);
  addWorkOverview(app, db);
  addExports(app, db);
  // Before the figures: their `/api/v1/kennzahlen/:datei` would take `bewertungen` for a file.
  addEvaluationRoutes(app, db, config);
  addFigures(app, db);
  addArchiveRoutes(app, db);
  addDutyPostOverview(app, db);
  addWorkgroupRoutes(app, db);
  addMeetingRoutes(app, db, config);
  addPersonRoutes(app, db, config);
  addPrivacyRoutes(app, db);
  addParticipationNeedsRoutes(app, db);
  addSpeakerRoutes(app, db);
  addStartViewRoutes(app, db);
  addRecognitionRoutes(app, db);
  return app;
}
