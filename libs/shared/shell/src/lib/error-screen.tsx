import { StaleVersionError } from '@fobu/pwa';
import { usePortalContext, useRouter, type ErrorComponentProps } from '@fobu/routing';
import { MessagePage, PortalButton } from '@fobu/ui';
import { useEffect } from 'react';

/** What a screen shows when it fails: in German, with a way forward, never a white page. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { updates } = usePortalContext();
  const stale = error instanceof StaleVersionError;
  useEffect(() => {
    if (stale) updates.reportStaleVersion();
  }, [stale, updates]);

  if (stale) {
    return (
      <MessagePage
        alert
        title="Neue Version verfügbar"
        action={
          <PortalButton size="lg" onClick={() => void updates.applyUpdate()}>
            Seite neu laden
          </PortalButton>
        }
      >
        <p>Das Fortbildungsportal wurde aktualisiert. Diese Seite gehört zur neuen Version und lässt sich erst nach dem Neuladen öffnen.</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      alert
      title="Es ist ein Fehler aufgetreten"
      action={
        <PortalButton
          size="lg"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Erneut versuchen
        </PortalButton>
      }
    >
      <p>Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es erneut.</p>
      <p>Besteht das Problem weiter, wenden Sie sich bitte an den Support.</p>
    </MessagePage>
  );
}
