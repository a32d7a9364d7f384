import { endpointPath } from '@fobu/api-contract';

/** The QR service's picture of a text (a check-in code, a link), as SVG: sharp at any size, light to load. */
export const qrImageUrl = (qrServiceUrl: string, data: string) =>
  `${qrServiceUrl.replace(/\/+$/, '')}/${endpointPath('qr', 'GET /api/v1/qr')}?${new URLSearchParams({ data, format: 'svg', size: '320' })}`;
