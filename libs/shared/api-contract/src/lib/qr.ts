import { z } from './zod';

/** `GET /api/v1/qr`: a QR code for some text, e.g. a participant's check-in at a date. */
export const QrQuerySchema = z.object({
  data: z.string().check(z.minLength(1), z.maxLength(1000)),
  format: z._default(z.enum(['png', 'svg']), 'svg'),
  size: z._default(z.coerce.number().check(z.int(), z.gte(64), z.lte(1024)), 256),
});
