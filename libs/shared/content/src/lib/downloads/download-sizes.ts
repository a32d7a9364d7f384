// Written by tools/content/make-downloads.mjs from the files it generates; do not edit by hand.
export const DOWNLOAD_SIZES: Readonly<Record<string, number>> = {
  'iqsh/programmheft-2026-27.pdf': 1853,
  'iqsh/handreichung-fortbildungsportal.pdf': 2768,
  'iqsh/antrag-reisekosten.pdf': 2169,
  'iqsh/anfrage-abrufveranstaltung.pdf': 1894,
  'iqsh/handreichung-fortbildungsportal.txt': 1355,
  'shibb/programmheft-2026-27.pdf': 1925,
  'shibb/handreichung-fortbildungsportal.pdf': 2766,
  'shibb/antrag-reisekosten.pdf': 2167,
  'shibb/handreichung-fortbildungsportal.txt': 1348,
};
