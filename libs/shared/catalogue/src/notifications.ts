// A door of its own (docs/architecture.md): the notifications and their settings, which the booking
// dashboard and the staff dashboards show, stay out of the catalogue's chunk.
export { NotificationSettings } from './lib/notifications/notification-settings';
export { NotificationsPanel } from './lib/notifications/notifications-panel';
