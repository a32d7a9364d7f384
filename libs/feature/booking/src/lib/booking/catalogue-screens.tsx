import { EventDatesPage, OfferListPage } from '@fobu/catalogue';
import { bookingActions } from './booking-actions';

/** The catalogue in a booking user's branch: the same lists and offers, with booking. */
export const BookingEventDates = () => <EventDatesPage actions={bookingActions} />;
export const BookingOnDemand = () => <OfferListPage vtyp="ABRUF" actions={bookingActions} />;
export const BookingCourses = () => <OfferListPage vtyp="SLK" actions={bookingActions} />;
