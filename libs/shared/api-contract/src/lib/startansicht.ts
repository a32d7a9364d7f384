import { START_VIEWS } from '@fobu/domain';
import { z } from './zod';

/**
 * The staff's start view (docs/people-and-settings.md, "Start view"): which list the offer search
 * opens with when it is entered without params, kept per person, tenant and active role. `null`:
 * the role's own default (an organiser's own offers, everyone else's all offers).
 */
export const StartansichtSchema = z.object({ ansicht: z.nullable(z.enum(START_VIEWS)) });
export type Startansicht = z.infer<typeof StartansichtSchema>;

/** `PUT /api/v1/startansicht`: a view the active role may choose (`startViewsOf`), or `null` for the default. */
export const StartansichtEingabeSchema = z.strictObject({ ansicht: z.nullable(z.enum(START_VIEWS)) });
export type StartansichtEingabe = z.infer<typeof StartansichtEingabeSchema>;
