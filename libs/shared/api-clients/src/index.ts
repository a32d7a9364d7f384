// The clients themselves load lazily (createLazyServiceClients); only their types are exported here.
export type { ServiceClients, ServiceClientOptions } from './lib/service-clients';
export { createLazyServiceClients } from './lib/lazy-service-clients';
export { ServiceClientsProvider, useServiceClients, type LoadServiceClients } from './lib/service-clients-context';
export { FOR_PERSON } from './lib/for-person';
export { loadStateOf } from './lib/load-state';
export { serviceErrorMessage, useServiceErrorMessage } from './lib/service-error-message';
export { searchAngebote, angeboteQueryOptions, useAngebote, type AngebotSearch } from './lib/endpoints/forms/search-angebote';
export { fetchAngebot, angebotQueryOptions, useAngebot } from './lib/endpoints/forms/angebot-detail';
export { searchTermine, termineQueryOptions, useTermine, type TerminSearch } from './lib/endpoints/forms/search-termine';
export { fetchMyBookings, myBookingsQueryOptions, useMyBookings } from './lib/endpoints/forms/my-bookings';
export { book, useBook } from './lib/endpoints/forms/book';
export { cancelBooking, useCancelBooking } from './lib/endpoints/forms/cancel-booking';
export { fetchBookingDocument, useBookingDocument, type BookingDocument } from './lib/endpoints/forms/booking-documents';
export { fetchKreise, kreiseQueryOptions, useKreise } from './lib/endpoints/institutions/kreise';
export { searchSchulen, schulenQueryOptions, useSchulen, type SchuleSearch } from './lib/endpoints/institutions/search-schulen';
export { fetchBenachrichtigungen, benachrichtigungenQueryOptions, useBenachrichtigungen } from './lib/endpoints/notification/benachrichtigungen';
export { markNotificationRead, useMarkNotificationRead } from './lib/endpoints/notification/mark-read';
export { ResponseShapeError } from '@fobu/auth';
