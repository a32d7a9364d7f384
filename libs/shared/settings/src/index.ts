// Loaded lazily by the shell when a dashboard opens its settings view (`?ansicht=einstellungen`):
// the dashboards' first visit does not load it.
export { SettingsScreen } from './lib/settings-screen';
// The data export's downloads, which the administration's person page offers too (docs/people-and-settings.md, "Data protection (DSGVO)").
export { DataExportDownloads } from './lib/privacy/data-export-downloads';
// The needs' fields, which the booking dialog offers too (docs/people-and-settings.md, "Needs for taking part").
export { NeedsFields, NO_NEEDS } from './lib/needs/needs-fields';
