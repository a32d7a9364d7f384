import { z } from 'zod';

/** `GET /api/v1/qr`: a QR code for some text, e.g. a participant's check-in at a date. */
export const QrQuerySchema = z.object({
  data: z.string().min(1).max(1000),
  format: z.enum(['png', 'svg']).default('svg'),
  size: z.coerce.number().int().min(64).max(1024).default(256),
});
