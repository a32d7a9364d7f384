import { Box, Heading, Text } from '@chakra-ui/react';
import type { Tenant } from '@fobu/domain';
import { PageLink } from '../common/content-link';
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
          <Box as="section" aria-labelledby={id} key={category} mb="8">
            <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} mb="3">
              {category}
            </Heading>
            <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3" maxW="60rem">
              {documents.map((document) => (
                <DownloadEntry key={document.file} tenant={tenant} document={document} />
              ))}
            </Box>
          </Box>
        );
      })}
      <Text maxW="70ch" color="fg.muted">
        Brauchen Sie ein Dokument in einer barrierefreien Fassung? Schreiben Sie uns über den <PageLink to="support">Support</PageLink>; wir
        senden es Ihnen zu. Mehr dazu in der <PageLink to="barrierefreiheit">Erklärung zur Barrierefreiheit</PageLink>.
      </Text>
    </>
  );
}

function DownloadEntry({ tenant, document }: { tenant: Tenant; document: DownloadDocument }) {
  const type = fileType(document.file);
  const size = formatSize(downloadSize(tenant, document.file));
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel" p="4">
      <Text fontWeight="600" fontSize="lg">
        {/* Type and size are part of the link's name, so a screen reader's link list says what a click loads. */}
        <a href={downloadHref(tenant, document.file)} download={type === 'TXT' ? undefined : document.file}>
          {document.title}
          <Box as="span" fontWeight="400">{` (${type}, ${size})`}</Box>
        </a>
      </Text>
      <Text mt="1">{document.description}</Text>
      <Text mt="1" fontSize="sm" color="fg.muted">
        Sprache und Format: {document.languageNote}
      </Text>
    </Box>
  );
}
