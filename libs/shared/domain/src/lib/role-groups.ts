import { ROLES, roleGroupOf, type BookingRole, type OrganiserRole, type Role, type RoleGroup } from './roles';
import { LEGAL_SCREENS, PARAMETER_SCREENS, ROLE_SCREENS } from './screens';

/** Screens that one component serves in every branch: the legal pages and the role change. */
export type CommonScreen = (typeof LEGAL_SCREENS)[number] | 'rollenwechsel';

type RolesOfGroup = {
  booking: BookingRole;
  organiser: OrganiserRole;
  administrator: 'administrator';
  controlling: 'controlling';
  dienstposten: 'dienstposten';
};

/**
 * The screens a role group's feature library must provide: every screen of its roles but the
 * common ones and those with their own route. Typing a feature's screen map with this makes a
 * missing screen a type error.
 */
export type GroupScreen<G extends RoleGroup> = Exclude<
  (typeof ROLE_SCREENS)[RolesOfGroup[G]][number],
  CommonScreen | (typeof PARAMETER_SCREENS)[number]
>;

export function rolesOfGroup(group: RoleGroup): readonly Role[] {
  return ROLES.filter((role) => roleGroupOf(role) === group);
}
