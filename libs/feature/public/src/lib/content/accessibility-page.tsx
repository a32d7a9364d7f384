import { AccessibilityStatement } from '@fobu/content';
import { ContentPage } from './content-page';

/** `barrierefreiheit`: the accessibility statement, linked from every footer. */
export function AccessibilityPage() {
  return (
    <ContentPage
      page="barrierefreiheit"
      lead="Wie barrierefrei das Fortbildungsportal ist, was noch fehlt und wie Sie uns Barrieren melden."
    >
      {(tenant) => <AccessibilityStatement tenant={tenant} />}
    </ContentPage>
  );
}
