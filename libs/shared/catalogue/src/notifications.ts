// A door of its own (docs/architecture.md): the notifications, which the booking
// dashboard and the staff dashboards show, stay out of the catalogue's chunk.
export { NotificationsPanel } from './lib/notifications/notifications-panel';
