import { offlineNoticeClass } from './app-notices.styles';

/**
 * Shown while the device has no connection: what still works, and that nothing typed is lost.
 * A status, not an alert: it is announced politely and does not interrupt.
 */
export function OfflineNotice() {
  return (
    <div role="status" className={offlineNoticeClass}>
      <div>
        <p>
          Sie sind offline.{' '}
          <span>Bereits besuchte Seiten stehen weiter zur Verfügung. Neue Daten werden geladen, sobald die Verbindung wieder besteht.</span>
        </p>
      </div>
    </div>
  );
}
