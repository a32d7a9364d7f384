import { Imprint } from '@fobu/content';
import { ContentPage } from './content-page';

/** `impressum`, public and in every role branch. */
export function ImprintPage() {
  return (
    <ContentPage page="impressum" lead="Anbieterkennzeichnung und Kontakt.">
      {(tenant) => <Imprint tenant={tenant} />}
    </ContentPage>
  );
}
