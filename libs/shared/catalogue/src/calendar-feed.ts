// A door of its own (docs/architecture.md), like the notifications': the settings view's
// „Kalender-Abo“ section stays out of the catalogue's chunk.
export { CalendarFeedSettings } from './lib/calendar-feed/calendar-feed-settings';
