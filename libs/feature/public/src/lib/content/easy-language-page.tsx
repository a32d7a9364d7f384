import { EasyLanguage } from '@fobu/content';
import { ContentPage } from './content-page';

/** `leichte-sprache`: the portal explained in Leichte Sprache. */
export function EasyLanguagePage() {
  return (
    <ContentPage page="leichte-sprache" lead="Hier erklären wir das Fort·bildungs·portal in Leichter Sprache.">
      {(tenant) => <EasyLanguage tenant={tenant} />}
    </ContentPage>
  );
}
