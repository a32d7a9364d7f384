import { useSearch } from '@tanstack/react-router';
import { isSettingsView } from './dashboard-view';

/** Whether the screen shown is a dashboard's settings view (`?ansicht=einstellungen`). */
export function useSettingsView(): boolean {
  return useSearch({ strict: false, select: isSettingsView });
}
