import { PrivacyStatement } from '@fobu/content';
import { ContentPage } from './content-page';

/** `datenschutz`, public and in every role branch. */
export function PrivacyPage() {
  return (
    <ContentPage
      page="datenschutz"
      lead="Wie wir Ihre personenbezogenen Daten im Fortbildungsportal verarbeiten und welche Rechte Sie haben."
    >
      {(tenant) => <PrivacyStatement tenant={tenant} />}
    </ContentPage>
  );
}
