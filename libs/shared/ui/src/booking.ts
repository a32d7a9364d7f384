// The booking state badges, apart from the main entry (as `./dialogs`): only the signed-in screens
// that list bookings show one, and a barrel re-export would put them, with the state labels, in
// the first visit's chunk.
export { BookingStateBadge, StateBadge, type BookingStateBadgeProps } from './lib/booking/booking-state-badge';
