// The organisers' work with the people who booked a date (docs/participants.md): the participant
// list, attendance, messages and files, and the check-in at the door, as views of the date search.
export { ParticipantsScreen } from './lib/participants-screen';
// A booking's history, for a person's page and the person's own bookings (docs/people-and-settings.md).
export { BookingHistory } from './lib/history/booking-history';
// Acting for a person from their page (docs/people-and-settings.md, "Acting for a person on their page"):
// the list's dialogs for cancelling, admitting and moving, its reason field, and a booking's folded history.
export { StatusDialog } from './lib/list/status-dialog';
export { MoveDialog } from './lib/list/move-dialog';
export { missingReason, ReasonField, reasonOf } from './lib/list/reason-field';
export { sendForOutcome } from './lib/use-participant-action';
export { HistoryDisclosure } from './lib/history/history-disclosure';
