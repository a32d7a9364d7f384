import { OFFER_WRITER_ROLES } from './offer-lifecycle';
import type { Role } from './roles';

/*
 * The staff's daily summary of their work overview by e-mail (docs/people-and-settings.md, "Daily
 * summary"): one rule for the back end that writes it and the settings that switch it.
 */

/** The roles with a work overview (those whose `requestInboxScope` is not `none`): their overview can come by e-mail. */
export const DAILY_SUMMARY_ROLES: readonly Role[] = OFFER_WRITER_ROLES;

/** From this hour (German time) the day's summary is written: before the working day, after the night's changes. */
export const DAILY_SUMMARY_HOUR = 6;
