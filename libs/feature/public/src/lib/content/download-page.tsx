import { DownloadList } from '@fobu/content';
import { ContentPage } from './content-page';

/** `download`: forms, guides and programme booklets. */
export function DownloadPage() {
  return (
    <ContentPage
      page="download"
      lead="Formulare, Handreichungen und Programmhefte zum Herunterladen. Alle Dokumente liegen auf dem Server dieses Portals."
    >
      {(tenant) => <DownloadList tenant={tenant} />}
    </ContentPage>
  );
}
