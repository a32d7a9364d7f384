// The clients themselves load lazily (createLazyServiceClients); only their types are exported here.
export type { ServiceClients, ServiceClientOptions } from './lib/service-clients';
export { createLazyServiceClients } from './lib/lazy-service-clients';
export { ServiceClientsProvider, useServiceClients, type LoadServiceClients } from './lib/service-clients-context';
export { FOR_PERSON } from './lib/for-person';
export { personKey, invalidateAfterBookingChange } from './lib/query-keys';
export { clearCacheWhenSessionEnds } from './lib/session-cache';
export { createLazyQueryClient, withQueryClient, type LazyQueryClient } from './lib/query-client/lazy-query-client';
export { LazyQueryClientProvider } from './lib/query-client/lazy-query-client-provider';
export { createJustLoaded, JUST_LOADED_MS, type JustLoaded } from './lib/just-loaded';
export { loadStateOf } from './lib/load-state';
export { useWatchedQuery } from './lib/watched-query';
export { useEarlyFetch } from './lib/early-fetch';
// What screens ask of a failed request; the error is typed when it is thrown (@fobu/http).
export { isNotFoundError, serviceErrorMessage } from '@fobu/http';
export { searchAngebote, angeboteQueryOptions, useAngebote, type AngebotSearch } from './lib/endpoints/forms/search-angebote';
export { fetchAngebot, angebotQueryOptions, useAngebot } from './lib/endpoints/forms/angebot-detail';
export { searchTermine, termineQueryOptions, useTermine, type TerminSearch } from './lib/endpoints/forms/search-termine';
export { fetchFilterwerte, filterwerteQueryOptions } from './lib/endpoints/forms/filterwerte';
export { fetchMyBookings, myBookingsQueryOptions, useMyBookings } from './lib/endpoints/forms/my-bookings';
export { book, useBook } from './lib/endpoints/forms/book';
export { cancelBooking, finishCourse, useOwnBookingAction, type OwnBookingAction } from './lib/endpoints/forms/own-booking-actions';
export { fetchApprovals, approvalsQueryOptions, decideApproval, useDecideApproval } from './lib/endpoints/forms/approvals';
export {
  fetchAbrufanfragen,
  abrufanfragenQueryOptions,
  fetchSchultermine,
  schultermineQueryOptions,
  requestAbruf,
  useRequestAbruf,
} from './lib/endpoints/forms/abrufanfragen';
export {
  fetchArbeitsstand,
  fetchStaffAngebot,
  fetchHistorie,
  createAngebot,
  changeAngebot,
  stepAngebot,
  arbeitsstandQueryOptions,
  historieQueryOptions,
  staffAngebotQueryOptions,
  staffKey,
  useSaveAngebot,
  useOfferStep,
  type OfferStep,
  type OfferStepInput,
} from './lib/endpoints/forms/offer-work';
export {
  searchVeranstaltungen,
  searchVeranstaltungstermine,
  fetchPruefungen,
  fetchArbeitsuebersicht,
  veranstaltungssucheQueryOptions,
  veranstaltungsterminsucheQueryOptions,
  pruefungenQueryOptions,
  arbeitsuebersichtQueryOptions,
  type VeranstaltungssucheSearch,
  type VeranstaltungsterminsucheSearch,
} from './lib/endpoints/forms/staff-lists';
export { fetchOfferDates, offerDatesQueryOptions, useChangeDate, type DateChange } from './lib/endpoints/forms/offer-dates';
export {
  fetchVerwaltungsuebersicht,
  verwaltungsuebersichtQueryOptions,
  newDraftFrom,
  useNewDraftFrom,
} from './lib/endpoints/forms/administration';
export { fetchOpenRequests, openRequestsQueryOptions, useAnswerRequest, type RequestAnswer } from './lib/endpoints/forms/request-answers';
export { fetchBookingDocument, useBookingDocument, type BookingDocument } from './lib/endpoints/forms/booking-documents';
export { fetchKreise, kreiseQueryOptions, useKreise } from './lib/endpoints/institutions/kreise';
export { searchSchulen, schulenQueryOptions, useSchulen, type SchuleSearch } from './lib/endpoints/institutions/search-schulen';
export { schuleQueryOptions } from './lib/endpoints/institutions/schule';
export {
  fetchBenachrichtigungen,
  benachrichtigungenQueryOptions,
  useBenachrichtigungen,
} from './lib/endpoints/notification/benachrichtigungen';
export { markNotificationRead, useMarkNotificationRead } from './lib/endpoints/notification/mark-read';
export { fetchAbonnement, abonnementQueryOptions, changeAbonnement, useChangeAbonnement } from './lib/endpoints/notification/abonnement';
export { sendKontaktanfrage, useSendKontaktanfrage, type KontaktanfrageOutcome } from './lib/endpoints/notification/send-kontaktanfrage';
export { unsubscribe, useUnsubscribe, type UnsubscribeOutcome } from './lib/endpoints/notification/unsubscribe';
export { calendarFeedQueryOptions, useChangeCalendarFeed } from './lib/endpoints/forms/calendar-feed';
export { fetchDienstpostenUebersicht, dienstpostenUebersichtQueryOptions } from './lib/endpoints/forms/dienstposten-uebersicht';
export type { FormOutcome } from './lib/form-outcome';
export { refusalText } from './lib/form-outcome';
export {
  fetchStaffTermin,
  staffTerminQueryOptions,
  fetchTeilnehmende,
  teilnehmendeQueryOptions,
  changeParticipant,
  useChangeParticipant,
  type ParticipantChange,
} from './lib/endpoints/forms/participants';
export { saveAttendance, useSaveAttendance } from './lib/endpoints/forms/participant-attendance';
export { sendParticipantMessage, useSendParticipantMessage } from './lib/endpoints/forms/participant-messages';
export {
  fetchStaffExport,
  staffExportDownload,
  fileNameOf,
  type StaffExport,
  type ExportProgress,
} from './lib/endpoints/forms/staff-exports';
export { fetchKennzahlen, kennzahlenQueryOptions } from './lib/endpoints/forms/figures';
export { fetchEinlassCode, einlassCodeQueryOptions, sendCheckIn, type CheckInDelivery } from './lib/endpoints/forms/check-in';
// A member's workgroups (docs/workgroups.md, "Members' screens").
export { fetchMyWorkgroups, myWorkgroupsQueryOptions, memberWorkgroupQueryOptions } from './lib/endpoints/forms/member-workgroups';
export {
  answerMeeting,
  useAnswerMeeting,
  leaveWorkgroup,
  useLeaveWorkgroup,
  type MeetingReply,
} from './lib/endpoints/forms/member-workgroups-actions';
export {
  workgroupsKey,
  arbeitsgruppenQueryOptions,
  arbeitsgruppeQueryOptions,
  mitgliederQueryOptions,
  gruppenHistorieQueryOptions,
  einladungenQueryOptions,
  personenQueryOptions,
  useSaveArbeitsgruppe,
} from './lib/endpoints/forms/staff-workgroups';
export { useWorkgroupChange, type WorkgroupChange } from './lib/endpoints/forms/workgroup-changes';
// A booking's history (docs/people-and-settings.md, "Bookings' history and acting for a person").
export { fetchAnmeldungsVerlauf, anmeldungsVerlaufQueryOptions, useBookForPerson } from './lib/endpoints/forms/booking-history';
// The staff's persons (docs/people-and-settings.md, "Persons as built").
export { personenSeiteQueryOptions, personAkteQueryOptions } from './lib/endpoints/forms/staff-persons';
export { fetchDataExport, privacyStateQueryOptions, useErasureStep, type ErasureStep } from './lib/endpoints/forms/privacy';
// Needs for taking part (docs/people-and-settings.md, "Needs for taking part").
export {
  anmeldungBedarfeQueryOptions,
  teilnahmeBedarfeQueryOptions,
  terminBedarfeQueryOptions,
  useSaveBookingNeeds,
  useSaveTeilnahmeBedarfe,
} from './lib/endpoints/forms/participation-needs';
export { referentenSeiteQueryOptions, referentQueryOptions, useSaveReferent } from './lib/endpoints/forms/staff-speakers';
// The staff's start view (docs/people-and-settings.md, "Start view").
export { startansichtQueryOptions, useSaveStartansicht } from './lib/endpoints/forms/start-view';
export { trainingRecordDownload, trainingRecordQueryOptions } from './lib/endpoints/forms/training-record';
// Recognition of outside training (docs/proof-of-training.md, "As built: recognition").
export {
  anerkennungenQueryOptions,
  offeneAnerkennungenQueryOptions,
  recognitionProofDownload,
  useDecideRecognition,
  useSubmitRecognition,
  useWithdrawRecognition,
} from './lib/endpoints/forms/recognition';
// The evaluation after each date (docs/proof-of-training.md, "As built: evaluation").
export {
  dateEvaluationResultsQueryOptions,
  evaluationFiguresQueryOptions,
  evaluationFormQueryOptions,
  offerEvaluationResultsQueryOptions,
  openEvaluationsQueryOptions,
  useSubmitEvaluation,
} from './lib/endpoints/forms/evaluation';
// The QR service's pictures (the check-in code, the check-out link to the evaluation).
export { useQrImage } from './lib/use-qr-image';
