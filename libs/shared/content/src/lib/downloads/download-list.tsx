import type { Tenant } from '@fobu/domain';
import { PageLink } from '../common/content-link';
import { contentNoteClass } from '../common/content.styles';
import { downloadSectionClass } from './download-list.styles';
import { CATEGORY_ORDER, DOWNLOADS, downloadHref, downloadSize, fileType, formatSize, type DownloadDocument } from './download-catalogue';

/** The tenant's documents, grouped by kind; each link names the file type and size (WCAG 2.4.4). */
export function DownloadList({ tenant }: { tenant: Tenant }) {
  return (
    <>
      {CATEGORY_ORDER.map((category) => {
        const documents = DOWNLOADS[tenant].filter((document) => document.category === category);
        if (documents.length === 0) return null;
        const id = `downloads-${category.toLowerCase()}`;
        return (
          <section aria-labelledby={id} key={category} className={downloadSectionClass}>
            <h2 id={id}>{category}</h2>
            <ul>
              {documents.map((document) => (
                <DownloadEntry key={document.file} tenant={tenant} document={document} />
              ))}
            </ul>
          </section>
        );
      })}
      <p className={contentNoteClass}>
        Brauchen Sie ein Dokument in einer barrierefreien Fassung? Schreiben Sie uns über den <PageLink to="support">Support</PageLink>; wir
        senden es Ihnen zu. Mehr dazu in der <PageLink to="barrierefreiheit">Erklärung zur Barrierefreiheit</PageLink>.
      </p>
    </>
  );
}

function DownloadEntry({ tenant, document }: { tenant: Tenant; document: DownloadDocument }) {
  const type = fileType(document.file);
  const size = formatSize(downloadSize(tenant, document.file));
  return (
    <li>
      <p>
        {/* Type and size are part of the link's name, so a screen reader's link list says what a click loads. */}
        <a href={downloadHref(tenant, document.file)} download={type === 'TXT' ? undefined : document.file}>
          {document.title}
          <span>{` (${type}, ${size})`}</span>
        </a>
      </p>
      <p>{document.description}</p>
      <p data-language="">Sprache und Format: {document.languageNote}</p>
    </li>
  );
}
