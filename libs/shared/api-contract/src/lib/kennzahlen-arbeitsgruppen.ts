import { ArbeitsgruppeStatusSchema } from './arbeitsgruppen';
import { KreisKeySchema } from './forms';
import { z } from './zod';

/*
 * The workgroups' figures (docs/controlling.md, "Workgroups"): part of `GET /api/v1/kennzahlen` as an
 * optional field (an answer of an older service has none), and of the duty post's overview. Counts
 * and hours only: no figure names a person or a group.
 */

const Anzahl = z.number().check(z.int(), z.gte(0));
/** Hours with at most one decimal. */
const Stunden = z.number().check(z.gte(0));

/** Member-hours of one district or subject: the members who attended, their attended meetings, and those meetings' hours. */
const MitgliederstundenSchema = z.object({
  mitglieder: Anzahl.check(z.describe('people who attended at least one meeting')),
  teilnahmen: Anzahl.check(z.describe('meetings attended, counted per person')),
  stunden: Stunden.check(z.describe('the hours of those meetings, summed per person')),
});

export const ArbeitsgruppenKennzahlenSchema = z.object({
  jeStatus: z
    .array(z.object({ status: ArbeitsgruppeStatusSchema, gruppen: Anzahl }))
    .check(
      z.describe(
        'the tenant’s groups that existed in the period (made by its end, not dissolved before it), by their state now, every state listed (the district does not apply)',
      ),
    ),
  treffenJeMonat: z
    .array(z.object({ monat: z.string().check(z.regex(/^\d{4}-\d{2}$/)), gehalten: Anzahl, abgesagt: Anzahl }))
    .check(
      z.describe('meetings beginning in the period (with a district: held there), by month: held (over, not cancelled) and cancelled'),
    ),
  stundenJeKreis: z
    .array(z.extend(MitgliederstundenSchema, { kreis: z.nullable(KreisKeySchema).check(z.describe('null: the school is not known')) }))
    .check(z.describe('attendance of meetings held in the period, by the district of the member’s school (with a district: only it)')),
  stundenJeFach: z
    .array(z.extend(MitgliederstundenSchema, { fach: z.nullable(z.string()) }))
    .check(z.describe('the same attendance by the group’s subjects: a group with several subjects counts its hours under each')),
});
export type ArbeitsgruppenKennzahlen = z.infer<typeof ArbeitsgruppenKennzahlenSchema>;

/** A school of the duty post's area whose people are members of the tenant's groups (not dissolved), as counts. */
export const SchuleInArbeitsgruppenSchema = z.object({
  dstnr: z.string(),
  name: z.string(),
  kreis: z.string(),
  mitglieder: Anzahl.check(z.describe('people of the school who are members of at least one group')),
  gruppen: Anzahl.check(z.describe('groups with at least one member of the school')),
  stunden: Stunden.check(z.describe('hours of the meetings of the period they attended')),
});
export type SchuleInArbeitsgruppen = z.infer<typeof SchuleInArbeitsgruppenSchema>;
