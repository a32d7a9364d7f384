// Loaded lazily by the shell when a dashboard opens its settings view (`?ansicht=einstellungen`):
// the dashboards' first visit does not load it.
export { SettingsScreen } from './lib/settings-screen';
