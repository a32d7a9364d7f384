import { TenantSchema } from './common';
import { VTYPEN } from './reference-data';
import { z } from './zod';

export const UserScopeSchema = z.enum(['user', 'usermobile']);

/** One role entry of the server user record: roles of other applications and status 0 occur. */
export const ServerRoleEntrySchema = z.object({
  application: z.string(),
  status: z.union([z.number().check(z.int()), z.string()]),
  role: z.string(),
});

/** `GET /api/v1/user` answer: the server user record of spec section 3. */
export const ServerUserRecordSchema = z.object({
  uid: z.string(),
  email: z.string(),
  salutation: z.string(),
  vorname: z.string(),
  name: z.string(),
  dstnr: z.string(),
  dstnr_mitarbeiter: z.string(),
  roles: z.array(ServerRoleEntrySchema),
  active_role: z.object({ role: z.string() }),
});
export type ServerUserRecord = z.infer<typeof ServerUserRecordSchema>;

export const UserQuerySchema = z.object({
  scope: UserScopeSchema,
  application: z.literal('FOBU'),
  mandant: TenantSchema,
});

export const LogoutRequestSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), scope: UserScopeSchema });
export const LogoutResponseSchema = z.object({ logout: z.boolean() });

/**
 * `POST /api/v1/activity` (the reference back end's addition to the spec's calls): the portal
 * reports that someone works without making requests; the answer says how many seconds the
 * sign-in lasts without further use.
 */
export const ActivityResponseSchema = z.object({ expires_in: z.number().check(z.int(), z.nonnegative()) });

export const UserApplicationRoleQuerySchema = z.object({
  scope: UserScopeSchema,
  application: z.literal('FOBU'),
  role: z.string().check(z.minLength(1), z.maxLength(50)),
});
export const UserApplicationRoleResponseSchema = z.object({ success: z.boolean(), active_role: z.object({ role: z.string() }) });

export const GetVtypQuerySchema = z.object({
  application: z.literal('FOBU'),
  userkey: z.literal('WEB'),
  vnr: z.string().check(z.minLength(1), z.maxLength(40)),
});
export const GetVtypResponseSchema = z.object({ vtyp: z.enum(VTYPEN) });
