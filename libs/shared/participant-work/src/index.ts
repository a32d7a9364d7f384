// The organisers' work with the people who booked a date (docs/participants.md): the participant
// list, attendance, messages and files, and the check-in at the door, as views of the date search.
export { ParticipantsScreen } from './lib/participants-screen';
// A booking's history, for a person's page and the person's own bookings (docs/people-and-settings.md).
export { BookingHistory } from './lib/history/booking-history';
