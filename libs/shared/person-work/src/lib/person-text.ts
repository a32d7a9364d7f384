import type { PersonEintrag } from '@fobu/api-contract';
import { ROLE_LABELS } from '@fobu/domain';

/** „Meyer, Anna“: the lists sort by family name, so they show it first. */
export const listName = (person: Pick<PersonEintrag, 'vorname' | 'name'>) => `${person.name}, ${person.vorname}`;

/** The person's roles in German, in their order, and so for an account without a role of the portal. */
export const rolesText = (person: Pick<PersonEintrag, 'rollen'>) =>
  person.rollen.length > 0 ? person.rollen.map((role) => ROLE_LABELS[role]).join(', ') : 'keine Rolle im Portal';
