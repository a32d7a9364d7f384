import { endpointPath } from '@fobu/api-contract';

/** The QR service's picture of a text (a check-in code, a link), as SVG: sharp at any size, light to load. */
export const QR_IMAGE_PATH = endpointPath('qr', 'GET /api/v1/qr');

export const qrImageSearch = (data: string) => new URLSearchParams({ data, format: 'svg', size: '320' });

/** The picture's address at the QR service itself (the spec mode's: an `<img>` loads it directly). */
export const qrImageUrl = (qrServiceUrl: string, data: string) =>
  `${qrServiceUrl.replace(/\/+$/, '')}/${QR_IMAGE_PATH}?${qrImageSearch(data)}`;
