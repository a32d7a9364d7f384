import { endpointPath, type Anmeldung } from '@fobu/api-contract';
import { isoDayInGermany } from '@fobu/domain';

/**
 * Whether the participant has a code for the door: an admitted booking of a date, up to the end
 * of its first day (a booking knows its date's start only; the door lets a person in once).
 */
export const hasCheckInCode = (booking: Anmeldung, now: Date): boolean =>
  booking.status === 'zugelassen' &&
  booking.terminId !== null &&
  booking.beginn !== null &&
  isoDayInGermany(new Date(booking.beginn)) >= isoDayInGermany(now);

/** The QR service's picture of a code, as SVG (sharp at any size, light to load). */
export const qrImageUrl = (qrServiceUrl: string, code: string) =>
  `${qrServiceUrl.replace(/\/+$/, '')}/${endpointPath('qr', 'GET /api/v1/qr')}?${new URLSearchParams({ data: code, format: 'svg', size: '320' })}`;
