import { endpointPath, type KennzahlDatei, type KennzahlenQuery } from '@fobu/api-contract';
import type { VeranstaltungssucheSearch, VeranstaltungsterminsucheSearch } from './staff-lists';
import { FOR_PERSON } from '../../for-person';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';

/*
 * The staff's files (docs/participants.md, "Exports"): made and streamed by the forms service, so
 * a large one takes a while; the download reports its progress as the bytes arrive.
 */

/** A file the staff download: a date's participant list or sign-in sheet, a search's whole result with its filters, or a figure. */
export type StaffExport =
  | { readonly kind: 'teilnehmende' | 'unterschriftenliste'; readonly terminId: number }
  | { readonly kind: 'veranstaltungssuche'; readonly query: VeranstaltungssucheSearch }
  | { readonly kind: 'veranstaltungsterminsuche'; readonly query: VeranstaltungsterminsucheSearch }
  | { readonly kind: 'kennzahl'; readonly file: KennzahlDatei; readonly query: KennzahlenQuery }
  | { readonly kind: 'arbeitsgruppe'; readonly file: 'mitglieder' | 'anwesenheit'; readonly id: number };

const requestOf = (file: StaffExport): { path: string; fallbackName: string; searchParams?: URLSearchParams } => {
  switch (file.kind) {
    case 'teilnehmende':
      return {
        path: endpointPath('forms', 'GET /api/v1/termine/{id}/teilnehmende.xlsx', { id: file.terminId }),
        fallbackName: 'teilnehmende.xlsx',
      };
    case 'unterschriftenliste':
      return {
        path: endpointPath('forms', 'GET /api/v1/termine/{id}/unterschriftenliste.pdf', { id: file.terminId }),
        fallbackName: 'unterschriftenliste.pdf',
      };
    case 'kennzahl':
      // One of controlling's figures, with the screen's filters (docs/controlling.md).
      return {
        path: endpointPath('forms', 'GET /api/v1/kennzahlen/{kennzahl}.xlsx', { kennzahl: file.file }),
        fallbackName: `kennzahlen-${file.file}.xlsx`,
        searchParams: toSearchParams(file.query),
      };
    case 'arbeitsgruppe':
      // A workgroup's members or its attendance, meeting by meeting (docs/workgroups.md).
      return {
        path: endpointPath('forms', `GET /api/v1/arbeitsgruppen/{id}/${file.file}.xlsx` as const, { id: file.id }),
        fallbackName: `arbeitsgruppe-${file.file}.xlsx`,
      };
    default:
      // Every page: the export is the whole filtered result, not the page shown.
      return {
        path: endpointPath('forms', `GET /api/v1/${file.kind}.xlsx` as const),
        fallbackName: `${file.kind}.xlsx`,
        searchParams: toSearchParams({ ...file.query, page: undefined, pageSize: undefined }),
      };
  }
};

/** The name the service gave the file (`filename*` for German letters, else `filename`). */
export function fileNameOf(contentDisposition: string | null, fallbackName: string): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallbackName;
}

/** Bytes received so far, and of how many when the service said so. */
export interface ExportProgress {
  readonly loaded: number;
  readonly total?: number;
}

/** `GET …teilnehmende.xlsx`, `…unterschriftenliste.pdf`, `…veranstaltungssuche.xlsx`, `…veranstaltungsterminsuche.xlsx`, `…kennzahlen/{kennzahl}.xlsx`, a workgroup's `…mitglieder.xlsx` and `…anwesenheit.xlsx` (forms, staff). */
export async function fetchStaffExport(
  clients: ServiceClients,
  file: StaffExport,
  onProgress: (progress: ExportProgress) => void = () => undefined,
) {
  const { path, fallbackName, searchParams } = requestOf(file);
  const response = await clients.forms.get(path, {
    ...FOR_PERSON,
    searchParams,
    onDownloadProgress: ({ transferredBytes, totalBytes }) => onProgress({ loaded: transferredBytes, total: totalBytes || undefined }),
  });
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  return { blob: await response.blob(), fileName };
}

/** The download a `DownloadButton` starts: the file with its name, reporting progress. */
export const staffExportDownload =
  (load: LoadServiceClients, file: StaffExport) => async (onProgress: (progress: ExportProgress) => void) =>
    fetchStaffExport(await load(), file, onProgress);
