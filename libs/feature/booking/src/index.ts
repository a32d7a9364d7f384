export { bookingScreens } from './lib/booking-screens';
